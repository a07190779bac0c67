import {
  acceptsPinchScale,
  lightbox,
  normalizeRotation,
  pinchScale,
  stepZoom,
} from '@orderprotection/domain';
import {
  type MouseEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { Dialog, Modal, ModalOverlay, useLocale } from 'react-aria-components';
import {
  BrokenImageIcon,
  ChevronEndIcon,
  ChevronStartIcon,
  CloseIcon,
  ResetIcon,
  RotateLeftIcon,
  RotateRightIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '../../internal/icons';
import { visuallyHidden } from '../../styles/shared.css';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Lightbox.css';
import {
  arrowKeyStep,
  clampIndex,
  createThrottle,
  type Direction,
  directedSwipeStep,
  fittedTransform,
  type ImageTransform,
  maxScaleOf,
  type Step,
  stepIndex,
  toggleZoom,
  wheelZoomDirection,
} from './viewer';

export interface LightboxImage {
  /** The full-size image: a URL, an object URL or a data URL. */
  src: string;
  /** What the image shows, for screen readers; also part of the dialog's name. */
  alt: string;
  /** A line shown under the position, such as the media caption ("Uploaded at …"). */
  caption?: string | undefined;
}

/** Why the viewer shows its error state: an image failed to load, or it was opened with no images. */
export type LightboxError = { reason: 'load'; index: number; image: LightboxImage } | { reason: 'empty' };

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  rotateLeft: string;
  rotateRight: string;
  /** Back to the fitted, unrotated image. */
  reset: string;
  /** Name of the group of zoom and rotate buttons. */
  tools: string;
  loading: string;
  loadError: string;
  noImages: string;
  /** "Image 2 of 5": shown, and the start of the dialog's name. */
  position: (number: number, total: number) => string;
  /** Announced after a zoom: "Zoom 112%". */
  zoomed: (percent: number) => string;
  /** Announced after a turn: "Rotated 270°". */
  rotated: (degrees: number) => string;
}

export const defaultLightboxLabels: LightboxLabels = {
  close: 'Close',
  previous: 'Previous image',
  next: 'Next image',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  rotateLeft: 'Rotate left',
  rotateRight: 'Rotate right',
  reset: 'Reset',
  tools: 'Image tools',
  loading: 'Loading image',
  loadError: 'This image could not be loaded.',
  noImages: 'There are no images to show.',
  position: (number, total) => `Image ${number} of ${total}`,
  zoomed: (percent) => `Zoom ${percent}%`,
  rotated: (degrees) => `Rotated ${degrees}°`,
};

export interface LightboxProps {
  images: readonly LightboxImage[];
  isOpen: boolean;
  /** Called by the close button, Escape and a click on the mask; the owner sets `isOpen` to false. */
  onClose: () => void;
  /** The image to open at; clamped into the range of `images`. */
  index?: number;
  /** Previous and next wrap around at the ends instead of being disabled. */
  loop?: boolean;
  /** Escape does not close the viewer (the close button still does). */
  escDisabled?: boolean;
  /** A click on the mask around the image closes the viewer. */
  maskClosable?: boolean;
  /**
   * Reading direction; reverses the arrow keys and swipes. Defaults to the page's `dir` attribute, then to
   * the locale's direction.
   */
  dir?: Direction;
  onIndexChange?: (index: number) => void;
  /** An image failed to load, or the viewer was opened with no images. */
  onError?: (error: LightboxError) => void;
  /** Every change of the zoom scale a user makes (1 is the fitted size). */
  onZoomChange?: (scale: number) => void;
  /** Every turn, in degrees from 0 to 359. */
  onRotate?: (degrees: number) => void;
  labels?: Partial<LightboxLabels>;
}

/**
 * A full-screen image viewer: a modal dialog (focus trapped, returned to the thumbnail that opened it on
 * close) with previous and next, zoom, rotation and the gestures of spec section 2. Zoom and rotation are
 * announced politely. The zoom and swipe rules are the domain's `lightbox` helpers.
 */
export function Lightbox({ isOpen, onClose, escDisabled = false, ...viewer }: LightboxProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isKeyboardDismissDisabled={escDisabled}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <LightboxViewer {...viewer} onClose={onClose} />
      </Modal>
    </ModalOverlay>
  );
}

type LoadStatus = 'loading' | 'loaded' | 'error';

type Gesture =
  | { kind: 'pan'; pointerId: number; startX: number; startY: number; originX: number; originY: number }
  | { kind: 'swipe'; pointerId: number; startX: number; startY: number }
  | { kind: 'pinch'; distance: number };

type ViewerProps = Omit<LightboxProps, 'isOpen' | 'escDisabled'>;

/** The dialog's content; mounted on open, so every opening starts from the requested image, fitted. */
function LightboxViewer({
  images,
  onClose,
  index: openingIndex = 0,
  loop = false,
  maskClosable = true,
  dir,
  onIndexChange,
  onError,
  onZoomChange,
  onRotate,
  labels: labelOverrides,
}: ViewerProps) {
  const labels = { ...defaultLightboxLabels, ...labelOverrides };
  const locale = useLocale();
  const direction = dir ?? pageDirection() ?? locale.direction;
  const count = images.length;

  const [requestedIndex, setRequestedIndex] = useState(() => clampIndex(openingIndex, count));
  // The list may shrink while the viewer is open (a photo removed behind it).
  const index = clampIndex(requestedIndex, count);
  const image = images[index];

  const [transform, setTransform] = useState<ImageTransform>(fittedTransform);
  // Pointer moves arrive faster than renders; each must build on the previous one, not on a stale render.
  const transformRef = useRef<ImageTransform>(fittedTransform);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [maxScale, setMaxScale] = useState(1);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [mayWheelZoom] = useState(() => createThrottle(lightbox.wheelThrottleMs));

  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const pressStartedOnMask = useRef(false);

  const shownStatus: LoadStatus = image === undefined ? 'error' : status;
  const positionText = labels.position(index + 1, count);

  function changeTransform(next: ImageTransform) {
    const previous = transformRef.current;
    transformRef.current = next;
    setTransform(next);
    const said: string[] = [];
    if (next.scale !== previous.scale) {
      onZoomChange?.(next.scale);
      said.push(labels.zoomed(Math.round(next.scale * 100)));
    }
    const degrees = normalizeRotation(next.rotation);
    if (degrees !== normalizeRotation(previous.rotation)) {
      onRotate?.(degrees);
      said.push(labels.rotated(degrees));
    }
    if (said.length > 0) setAnnouncement(said.join(', '));
  }

  function zoomStep(step: Step) {
    const current = transformRef.current;
    changeTransform({ ...current, scale: stepZoom(current.scale, step, maxScale) });
  }

  function rotate(step: Step) {
    const current = transformRef.current;
    changeTransform({ ...current, rotation: current.rotation + step * lightbox.rotationStep });
  }

  function reset() {
    const { rotation } = transformRef.current;
    // To the nearest whole turn, so an image at 270° turns a quarter forwards instead of three back.
    changeTransform({ ...fittedTransform, rotation: Math.round(rotation / 360) * 360 });
  }

  function go(step: Step) {
    const target = stepIndex(index, step, count, loop);
    if (target === null) return;
    // A new image starts fitted; that is not a zoom the user made, so it is not reported as one.
    transformRef.current = fittedTransform;
    setTransform(fittedTransform);
    setRequestedIndex(target);
    setStatus('loading');
    setMaxScale(1);
    onIndexChange?.(target);
    const alt = images[target]?.alt;
    const position = labels.position(target + 1, count);
    setAnnouncement(alt ? `${position}: ${alt}` : position);
  }

  const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = arrowKeyStep(event.key, direction);
    if (step === 0) return;
    event.preventDefault();
    go(step);
  });
  useEffect(() => {
    // On the document, not the dialog: arrows must work wherever focus is inside the modal, and while
    // it is open nothing behind it can take them.
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => document.removeEventListener('keydown', onDocumentKeyDown);
  }, []);

  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    const step = wheelZoomDirection(event.deltaY);
    if (shownStatus === 'loaded' && step !== 0 && mayWheelZoom(event.timeStamp)) zoomStep(step);
  });
  useEffect(() => {
    // React's wheel listener is passive; this one must be able to stop the page (or ctrl+wheel) zooming.
    const stage = stageRef.current;
    stage?.addEventListener('wheel', onWheel, { passive: false });
    return () => stage?.removeEventListener('wheel', onWheel);
  }, []);

  const reportEmpty = useEffectEvent(() => onError?.({ reason: 'empty' }));
  const isEmpty = count === 0;
  useEffect(() => {
    if (isEmpty) reportEmpty();
  }, [isEmpty]);

  useEffect(() => {
    const element = imageRef.current;
    if (shownStatus !== 'loaded' || !element) return;
    // The fitted size, and so the max scale, changes with the window (a phone turned sideways).
    const observer = new ResizeObserver(() => setMaxScale(maxScaleOfImage(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shownStatus]);

  const onPointerMove = useEffectEvent((event: PointerEvent) => {
    const pointer = pointers.current.get(event.pointerId);
    if (!pointer) return;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    const current = gesture.current;
    if (current?.kind === 'pinch') {
      const distance = pointerDistance(pointers.current);
      const width = imageRef.current?.offsetWidth ?? 0;
      if (distance === null || width === 0) return;
      const scale = pinchScale(transformRef.current.scale, {
        previousDistance: current.distance,
        distance,
        imageWidth: width,
      });
      current.distance = distance;
      if (acceptsPinchScale(scale, maxScale)) changeTransform({ ...transformRef.current, scale });
    } else if (current?.kind === 'pan' && current.pointerId === event.pointerId) {
      changeTransform({
        ...transformRef.current,
        x: current.originX + event.clientX - current.startX,
        y: current.originY + event.clientY - current.startY,
      });
    }
  });

  const onPointerEnd = useEffectEvent((event: PointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current?.kind === 'swipe' && current.pointerId === event.pointerId && event.type === 'pointerup') {
      const step = directedSwipeStep(
        event.clientX - current.startX,
        event.clientY - current.startY,
        direction,
      );
      if (step !== 0) go(step);
    }
    // A finger left over from a pinch neither pans nor swipes: lifting fingers one by one is not a gesture.
    if (current?.kind !== 'pinch' || pointers.current.size === 0) gesture.current = null;
    if (pointers.current.size === 0) setDragging(false);
  });

  useEffect(() => {
    // On the window, so a drag that leaves the image (or the window's edge) keeps going until released.
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerEnd);
    window.addEventListener('pointercancel', onPointerEnd);
    return () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerEnd);
      window.removeEventListener('pointercancel', onPointerEnd);
    };
  }, []);

  function onStagePointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    const onMask = event.target === event.currentTarget;
    pressStartedOnMask.current = onMask;
    if (event.pointerType === 'mouse' && (event.button !== 0 || onMask)) return;
    if (shownStatus !== 'loaded') return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const distance = pointerDistance(pointers.current);
    if (distance !== null) {
      gesture.current = { kind: 'pinch', distance };
      setDragging(true);
      return;
    }
    const start = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY };
    const { scale, x, y } = transformRef.current;
    // A finger on a fitted image moves through the gallery; once zoomed in, it moves the image instead.
    if (event.pointerType === 'touch' && scale <= fittedTransform.scale) {
      gesture.current = { kind: 'swipe', ...start };
    } else if (!onMask) {
      gesture.current = { kind: 'pan', ...start, originX: x, originY: y };
      setDragging(true);
    }
  }

  function onStageClick(event: MouseEvent<HTMLDivElement>) {
    // Only a click that began on the mask: a drag of the image released over the mask is not one.
    if (maskClosable && event.target === event.currentTarget && pressStartedOnMask.current) onClose();
  }

  function onImageDoubleClick() {
    const current = transformRef.current;
    const scale = toggleZoom(current.scale, maxScale);
    // Back at the fitted size the image is centred again, as it opened.
    changeTransform(
      scale === fittedTransform.scale ? { ...current, scale, x: 0, y: 0 } : { ...current, scale },
    );
  }

  function onImageLoad() {
    setStatus('loaded');
    if (imageRef.current) setMaxScale(maxScaleOfImage(imageRef.current));
  }

  function onImageError() {
    setStatus('error');
    if (image) onError?.({ reason: 'load', index, image });
  }

  const atStart = stepIndex(index, -1, count, loop) === null;
  const atEnd = stepIndex(index, 1, count, loop) === null;
  const dialogName =
    image === undefined ? labels.noImages : image.alt ? `${positionText}: ${image.alt}` : positionText;

  return (
    <Dialog
      aria-label={dialogName}
      className={styles.dialog}
      // React Aria leaves aria-modal out for a Safari bug inside iframes; the portal is a top-level page,
      // and screen readers use it to keep their reading cursor inside the viewer.
      ref={(element) => element?.setAttribute('aria-modal', 'true')}
    >
      <div dir={direction} className={styles.frame}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the mask's keyboard equivalents are Escape and the Close button; the pointer handlers are image gestures, whose keyboard equivalents are the toolbar. */}
        <div
          ref={stageRef}
          className={styles.stage}
          onPointerDown={onStagePointerDown}
          onClick={onStageClick}
        >
          {shownStatus === 'error' ? (
            <div className={styles.placeholder}>
              <BrokenImageIcon className={styles.placeholderIcon} />
              <p>{image === undefined ? labels.noImages : labels.loadError}</p>
            </div>
          ) : (
            image && (
              <img
                key={`${index}:${image.src}`}
                ref={imageRef}
                src={image.src}
                alt={image.alt}
                draggable={false}
                className={styles.image}
                data-loading={shownStatus === 'loading' || undefined}
                data-dragging={dragging || undefined}
                style={{
                  transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale}) rotate(${transform.rotation}deg)`,
                }}
                onLoad={onImageLoad}
                onError={onImageError}
                onDoubleClick={onImageDoubleClick}
              />
            )
          )}
          {shownStatus === 'loading' && (
            <span className={styles.loading}>
              <Spinner size="lg" label={labels.loading} />
            </span>
          )}
        </div>

        <div className={styles.topBar}>
          {image && (
            <p className={styles.counter}>
              <span className={styles.position}>{positionText}</span>
              {image.caption && <span className={styles.caption}>{image.caption}</span>}
            </p>
          )}
          <Button
            variant="secondary"
            className={`${styles.iconButton} ${styles.close}`}
            aria-label={labels.close}
            onClick={onClose}
          >
            <CloseIcon />
          </Button>
        </div>

        {count > 1 && (
          <>
            <Button
              variant="secondary"
              className={`${styles.iconButton} ${styles.navButton({ side: 'start' })}`}
              aria-label={labels.previous}
              aria-disabled={atStart || undefined}
              onClick={() => go(-1)}
            >
              <ChevronStartIcon className={styles.mirrorInRtl} />
            </Button>
            <Button
              variant="secondary"
              className={`${styles.iconButton} ${styles.navButton({ side: 'end' })}`}
              aria-label={labels.next}
              aria-disabled={atEnd || undefined}
              onClick={() => go(1)}
            >
              <ChevronEndIcon className={styles.mirrorInRtl} />
            </Button>
          </>
        )}

        {shownStatus !== 'error' && (
          <div className={styles.toolbarRow}>
            <fieldset aria-label={labels.tools} className={styles.toolbar}>
              <ToolButton label={labels.zoomOut} onPress={() => zoomStep(-1)}>
                <ZoomOutIcon />
              </ToolButton>
              <ToolButton label={labels.zoomIn} onPress={() => zoomStep(1)}>
                <ZoomInIcon />
              </ToolButton>
              <ToolButton label={labels.rotateLeft} onPress={() => rotate(-1)}>
                <RotateLeftIcon />
              </ToolButton>
              <ToolButton label={labels.rotateRight} onPress={() => rotate(1)}>
                <RotateRightIcon />
              </ToolButton>
              <ToolButton label={labels.reset} onPress={reset}>
                <ResetIcon />
              </ToolButton>
            </fieldset>
          </div>
        )}

        <div role="status" className={visuallyHidden}>
          {announcement}
        </div>
      </div>
    </Dialog>
  );
}

function ToolButton({
  label,
  onPress,
  children,
}: {
  label: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" className={styles.iconButton} aria-label={label} onClick={onPress}>
      {children}
    </Button>
  );
}

/** The page's own `dir` (`<html dir="rtl">`), which the viewer, rendered in a portal, would not inherit. */
function pageDirection(): Direction | null {
  const pageDir = document.documentElement.dir;
  return pageDir === 'rtl' || pageDir === 'ltr' ? pageDir : null;
}

function maxScaleOfImage(element: HTMLImageElement): number {
  return maxScaleOf(element.naturalWidth, element.offsetWidth);
}

/** Distance between the first two fingers down, or null with fewer than two. */
function pointerDistance(pointers: ReadonlyMap<number, { x: number; y: number }>): number | null {
  const [first, second] = pointers.values();
  if (!first || !second) return null;
  return Math.hypot(first.x - second.x, first.y - second.y);
}
