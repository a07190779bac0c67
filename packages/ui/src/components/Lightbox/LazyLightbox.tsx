import { lazy, Suspense } from 'react';
import type { LightboxProps } from './Lightbox';

// The viewer and react-aria's modal stack under it are loaded when a photo is first opened, so a page that
// shows thumbnails (a message thread, a drop zone) paints without them. Closed, the Lightbox renders
// nothing either, so the markup is the same.
const Lightbox = lazy(async () => ({ default: (await import('./Lightbox')).Lightbox }));

/** `Lightbox`, with its code loaded on first opening: for components that show it only on a click. */
export function LazyLightbox(props: LightboxProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Lightbox {...props} />
    </Suspense>
  );
}
