import type { CSSProperties } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps {
  /** `text` for lines of copy (1em high), `block` for images and cards, `circle` for avatars. */
  shape?: 'text' | 'block' | 'circle';
  /** CSS width; text lines default to the full width. */
  width?: CSSProperties['width'];
  /** CSS height; `text` takes the font's line. */
  height?: CSSProperties['height'];
  /** Several text lines, the last one shorter, as a paragraph would end. */
  lines?: number;
}

/**
 * A placeholder with the shape of content that is loading. It is hidden from assistive tech: mark the
 * region that is loading with `aria-busy` and give it a Spinner with a label if the wait is long.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const className = skeleton({ shape });
  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" style={{ display: 'block', width }}>
        {Array.from({ length: lines }, (_, line) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines, never reordered.
            key={line}
            className={className}
            style={{ width: line === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={className} style={{ width, height }} />;
}
