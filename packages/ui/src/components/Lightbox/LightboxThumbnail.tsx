import { type ButtonHTMLAttributes, useState } from 'react';
import { PhotoIcon } from '../../internal/icons';
import { classNames } from '../../styles/classNames';
import { type ThumbnailVariants, thumbnail, thumbnailImage } from './Lightbox.css';

export interface LightboxThumbnailProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The image, shown cropped to a square. */
  src: string;
  /** The button's name: what pressing it does, naming the photo ("View damaged-box.jpg"). */
  label: string;
  size?: ThumbnailVariants['size'];
}

/**
 * A photo as a square button that opens it in the Lightbox (the owner renders the Lightbox and opens it
 * in `onClick`). The Lightbox returns focus here when it closes. A photo the browser cannot show (HEIC
 * outside Safari, a broken link) shows a photo icon instead of a broken image.
 */
export function LightboxThumbnail({ src, label, size, className, type, ...button }: LightboxThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <button
      {...button}
      type={type ?? 'button'}
      aria-label={label}
      className={classNames(thumbnail({ size }), className)}
    >
      {failedSrc === src ? (
        <PhotoIcon />
      ) : (
        <img src={src} alt="" className={thumbnailImage} onError={() => setFailedSrc(src)} />
      )}
    </button>
  );
}
