import type { BadgeTone } from '@orderprotection/domain';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import * as styles from './Toast.css';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: BadgeTone;
}

export interface ShowToastOptions {
  /**
   * Milliseconds before it closes by itself. Defaults to 6000, and to never for `danger`: an error must
   * stay until it has been read. Keep it at 5000 or more so there is time to read it.
   */
  timeout?: number;
  onClose?: () => void;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/** A queue of toasts; the app has one (`toastQueue`), stories and tests make their own. */
export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/** The app's queue, shown by the `ToastRegion` rendered once in the page shell. */
export const toastQueue = createToastQueue();

const DEFAULT_TIMEOUT_MS = 6000;

/** Shows a toast; returns its key, for `queue.close(key)`. */
export function showToast(
  content: ToastContent,
  options: ShowToastOptions = {},
  queue: ToastQueue = toastQueue,
) {
  const timeout = options.timeout ?? (content.tone === 'danger' ? undefined : DEFAULT_TIMEOUT_MS);
  return queue.add(content, { ...options, timeout });
}

export interface ToastRegionProps {
  queue?: ToastQueue;
  /** Label of the landmark that holds the toasts (F6 moves focus to it). */
  'aria-label'?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/**
 * Where toasts appear: render it once, near the root. Built on react-aria's toast region: a landmark that
 * F6 reaches, toasts announced politely, timers paused while hovered or focused, focus restored on close.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': label = 'Notifications',
  closeLabel = 'Dismiss',
}: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
          </AriaToastContent>
          <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
            <svg
              width="16"
              height="16"
              viewBox="0 0 16 16"
              aria-hidden="true"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
