import { useState } from 'react';
import * as styles from './ItemImage.css';

export interface ItemImageProps {
  src: string | null | undefined;
  alt: string;
  compact: boolean;
  /** Faded, for an item that cannot be picked. */
  dimmed?: boolean;
}

/** The product image, or a neutral placeholder when there is none or it fails to load. */
export function ItemImage({ src, alt, compact, dimmed = false }: ItemImageProps) {
  // Remembering which address failed (not just "failed") shows a new image as soon as the item changes.
  const [failedSrc, setFailedSrc] = useState<string>();
  const size = compact ? 'compact' : 'regular';
  if (!src || src === failedSrc) {
    return (
      <span className={styles.placeholder({ size })}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.placeholderIcon}>
          <path
            d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm9 4.5 9-4.5M12 12 3 7.5M12 12v9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={styles.image({ size, dimmed })}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
