import { type LightboxImage, LightboxThumbnail } from '@orderprotection/ui';
import { lazy, Suspense, useState } from 'react';
import { loadPage } from '../app/chunkReload';
import { thumbnails } from '../pages/page.css';

// The viewer and react-aria's modal stack under it load when a photo is first pointed at or focused, so a
// page with photos paints without them; the thumbnails render the same markup either way.
const loadLightbox = loadPage(() => import('./lightbox'));
const Lightbox = lazy(async () => ({ default: (await loadLightbox()).Lightbox }));
const preloadLightbox = () => {
  loadLightbox().catch(() => undefined);
};

/** A photo as the claim carries it: a `Media` of the domain, or one just uploaded. */
export interface GalleryPhoto {
  fileKey?: string | null | undefined;
  downloadLink?: string | null | undefined;
  filename?: string | null | undefined;
  caption?: string | null | undefined;
}

const copy = {
  view: (name: string) => `View photo ${name}`,
  photo: (number: number) => `photo ${number}`,
};

/** Thumbnails that open the Lightbox at their photo; focus comes back to the thumbnail on close. */
export function PhotoGallery({ photos }: { photos: readonly GalleryPhoto[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const shown = photos.filter(
    (photo): photo is GalleryPhoto & { downloadLink: string } =>
      typeof photo.downloadLink === 'string' && photo.downloadLink !== '',
  );
  if (shown.length === 0) return null;
  const keys = shown.map((photo) => photo.fileKey || photo.downloadLink);
  const images: LightboxImage[] = shown.map((photo, index) => ({
    src: photo.downloadLink,
    alt: photo.filename || copy.photo(index + 1),
    caption: photo.caption ?? undefined,
  }));
  return (
    <div className={thumbnails}>
      {images.map((image, index) => (
        <LightboxThumbnail
          key={keys[index]}
          src={image.src}
          label={copy.view(image.alt)}
          size="sm"
          onPointerEnter={preloadLightbox}
          onFocus={preloadLightbox}
          onClick={() => setOpenAt(index)}
        />
      ))}
      {openAt !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} isOpen index={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
