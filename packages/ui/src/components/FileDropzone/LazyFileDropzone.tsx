import {
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { FileDropzoneProps } from './FileDropzone';
// The drop zone's stylesheet comes with this module, not with its code: the server's markup of the drop
// zone is styled from the first paint, before its code arrives.
import { lazyZone } from './FileDropzone.css';

type DropzoneModule = typeof import('./FileDropzone');

let request: () => void = () => undefined;
const requested = new Promise<void>((resolve) => {
  request = resolve;
});
const loaded: Promise<DropzoneModule> = requested.then(() => import('./FileDropzone'));
// Marked as React's `use` marks a promise it has seen settle, so that a render after the load (the server's,
// which awaits it first) reads the module at once instead of suspending.
loaded.then(
  (module) => Object.assign(loaded, { status: 'fulfilled', value: module }),
  () => undefined,
);

/**
 * Loads the drop zone's code (it and react-aria's DropZone, FileTrigger and ProgressBar under it). A server
 * that renders a `LazyFileDropzone` awaits it first, so that its markup is complete; a browser calls it at
 * the shopper's first touch of the drop zone, or at once when it renders one afresh.
 */
export function loadFileDropzone(): Promise<void> {
  request();
  return loaded.then(() => undefined);
}

const noSubscription = () => () => undefined;

/** What the shopper did to the drop zone before its code arrived, done again once it has. */
type Held = { kind: 'choose' } | { kind: 'files'; files: FileList };

/** The props, read by the drop zone itself rather than passed down (see `LazyFileDropzone`). */
interface PropsStore {
  readonly first: FileDropzoneProps;
  latest: FileDropzoneProps;
  readonly listeners: Set<() => void>;
  subscribe(listener: () => void): () => void;
}

function createPropsStore(first: FileDropzoneProps): PropsStore {
  const listeners = new Set<() => void>();
  return {
    first,
    latest: first,
    listeners,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `FileDropzone`, whose code loads at the shopper's first touch when the page came rendered by the server:
 * React leaves the server's markup of a boundary whose code has not arrived as it is, so the page's first
 * load carries none of it. A click on its button or a drop of files before the code arrives is held and
 * done again once the drop zone is live. Rendered afresh in the browser, its code loads at once.
 *
 * React renders a boundary that is still waiting for its hydration afresh, with its fallback (nothing),
 * as soon as an update reaches it: so the boundary is one element made once, and the drop zone reads the
 * props it is given (which change whenever the form around it renders) from a store instead.
 */
export function LazyFileDropzone(props: FileDropzoneProps) {
  // True while hydrating the server's markup (React reads the server snapshot then), false on a fresh
  // render; kept from the first render, as React renders again with the browser's snapshot once hydrated.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated] = useState(hydrating);
  if (!hydrated) request();

  const [store] = useState(() => createPropsStore(props));
  store.latest = props;
  useLayoutEffect(() => {
    for (const listener of store.listeners) listener();
  });

  const zone = useRef<HTMLDivElement>(null);
  const held = useRef<Held | null>(null);
  const live = useRef(false);

  useEffect(() => {
    const element = zone.current;
    if (element === null) return;
    // On the document, in the capture phase: before React, which drops the events of markup it has not
    // hydrated yet. Only the drop zone's events, and only until it is live.
    const hold = (event: Event) => {
      if (live.current || !(event.target instanceof Node) || !element.contains(event.target)) return;
      request();
      if (event.type === 'click') {
        event.preventDefault();
        event.stopPropagation();
        held.current = { kind: 'choose' };
      } else if (event.type === 'dragover') {
        // Lets the drop happen here rather than the browser opening the file in place of the page.
        event.preventDefault();
      } else if (event.type === 'drop') {
        event.preventDefault();
        event.stopPropagation();
        const files = (event as DragEvent).dataTransfer?.files;
        if (files !== undefined && files.length > 0) held.current = { kind: 'files', files };
      } else if (event.type === 'change' && event.target instanceof HTMLInputElement) {
        // Files given to the input itself (a test's, an assistive tool's): chosen all the same.
        const { files } = event.target;
        if (files !== null && files.length > 0) held.current = { kind: 'files', files };
      }
    };
    const types = [
      'pointerover',
      'pointerdown',
      'focusin',
      'dragenter',
      'dragover',
      'drop',
      'click',
      'change',
    ];
    for (const type of types) document.addEventListener(type, hold, true);
    return () => {
      for (const type of types) document.removeEventListener(type, hold, true);
    };
  }, []);

  const boundary = useMemo(() => {
    const goLive = () => {
      live.current = true;
      const action = held.current;
      held.current = null;
      const input = zone.current?.querySelector<HTMLInputElement>('input[type="file"]');
      if (action === null || !input) return;
      if (action.kind === 'choose') input.click();
      else {
        input.files = action.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };
    return (
      <Suspense>
        <LoadedFileDropzone store={store} onLive={goLive} />
      </Suspense>
    );
  }, [store]);

  return (
    <div ref={zone} className={lazyZone}>
      {boundary}
    </div>
  );
}

function LoadedFileDropzone({ store, onLive }: { store: PropsStore; onLive: () => void }) {
  const { FileDropzone } = use(loaded);
  // Hydrated with the props the server rendered, then rendered with the latest.
  const props = useSyncExternalStore(
    store.subscribe,
    () => store.latest,
    () => store.first,
  );
  // Once the drop zone is hydrated (or mounted): its handlers are on its elements.
  useEffect(() => onLive(), [onLive]);
  return <FileDropzone {...props} />;
}
