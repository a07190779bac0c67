// The photo viewer, loaded on demand by PhotoGallery.
export { Lightbox } from '@orderprotection/ui';
