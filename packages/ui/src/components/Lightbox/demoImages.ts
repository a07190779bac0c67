/**
 * Pictures for the media components' stories: small inline SVGs (no network, no text, so no fonts), the
 * same on every run for the screenshot comparison. 240 × 180 px fits the test viewport, so each is shown
 * at its natural size and its max scale is 1.
 */
import { mediaCaption } from '@orderprotection/domain';
import type { LightboxImage } from './Lightbox';

const WIDTH = 240;
const HEIGHT = 180;

function svgDataUrl(shapes: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A fixed upload time, so captions read the same on every run and in every time zone. */
export const demoUploadedAt = '2026-03-04T15:07:00Z';
const caption = mediaCaption(demoUploadedAt, 'UTC');

export const demoPhotos: readonly LightboxImage[] = [
  {
    src: svgDataUrl(
      '<rect width="240" height="180" fill="#e0ecf7"/><rect y="140" width="240" height="40" fill="#b9c7d6"/>' +
        '<path d="M60 70h100v80H60z" fill="#c08a4b"/><path d="M60 70l30-25h100l-30 25z" fill="#dcaa6b"/>' +
        '<path d="M160 70l30-25v80l-30 25z" fill="#9a6a35"/><path d="M130 150l30-45v45z" fill="#e0ecf7"/>',
    ),
    alt: 'Parcel with a crushed corner',
    caption,
  },
  {
    src: svgDataUrl(
      '<rect width="240" height="180" fill="#f3efe6"/><circle cx="120" cy="95" r="55" fill="#2f6f8f"/>' +
        '<path d="M95 60l50 70M150 70l-20 15" stroke="#f3efe6" stroke-width="6" fill="none"/>',
    ),
    alt: 'Plate with a crack across it',
    caption,
  },
  {
    src: svgDataUrl(
      '<rect width="240" height="180" fill="#1f2933"/><rect x="50" y="40" width="140" height="100" rx="6" fill="#f7d070"/>' +
        '<path d="M70 70h100M70 90h70M70 110h85" stroke="#1f2933" stroke-width="8"/>',
    ),
    alt: 'Shipping label with the wrong address',
    caption,
  },
];

/** Bytes no browser can decode: the load fails at once, without a network request. */
export const brokenPhoto: LightboxImage = {
  src: 'data:image/png;base64,bm90IGFuIGltYWdl',
  alt: 'Photo of the damaged item',
  caption,
};
