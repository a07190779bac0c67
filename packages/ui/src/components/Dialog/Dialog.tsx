import { type ReactNode, useEffect, useId, useState } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { classNames } from '../../styles/classNames';
import { Button } from '../Button/Button';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** Whether the dialog is shown. The dialog is controlled: open it from your own Button. */
  isOpen: boolean;
  /** Called with `false` when the shopper closes it (Close button, Escape, or the overlay if allowed). */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading, also the dialog's accessible name: "Edit shipping address". */
  title: ReactNode;
  /** A sentence under the title, read when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** Actions under the content, main action last: `<Button variant="secondary">Cancel</Button><Button>Save</Button>`. */
  footer?: ReactNode;
  /** Width on wide screens; on phones every dialog is a full-screen sheet. */
  size?: styles.DialogVariants['size'];
  /** Whether a click on the dimmed page closes it. Off by default: a stray click must not lose a half-filled form. */
  isDismissable?: boolean;
  /** Keeps Escape from closing it, for a step that must be finished or cancelled explicitly. */
  isKeyboardDismissDisabled?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** `alertdialog` for a dialog that interrupts with something urgent (a confirmation before a loss). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * react-aria leaves aria-modal out (a Safari bug in iframes) and hides the page instead; we add it for the
 * screen readers that read aria-modal rather than aria-hidden. A stable function: a new ref on every render
 * makes react-aria's dialog take focus back on each re-render, out of an open Select's list.
 */
function markModal(node: HTMLElement | null) {
  node?.setAttribute('aria-modal', 'true');
}

/**
 * A modal dialog (react-aria-components Modal and Dialog): focus moves into it, stays inside while it is
 * open and returns to what opened it; Escape closes it unless disabled; the rest of the page is hidden from
 * screen readers. It has a title, an optional description, a close button, scrolling content and a footer
 * for actions. Rendered in a portal on `document.body`, themed through `:root`.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  closeLabel = 'Close',
  role = 'dialog',
  className,
}: DialogProps) {
  const descriptionId = useId();
  const titleId = useId();
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Modal className={classNames(styles.modal({ size }), className)}>
        <AriaDialog
          className={styles.dialog}
          role={role}
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          ref={markModal}
        >
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" id={titleId} className={styles.title}>
                  {title}
                </Heading>
                <Button variant="ghost" className={styles.close} aria-label={closeLabel} onClick={close}>
                  <svg
                    className={styles.closeIcon}
                    viewBox="0 0 20 20"
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </Button>
              </div>
              {description ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
              <DialogBody titleId={titleId}>{children}</DialogBody>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Whether the element's content is taller than the element, kept up to date as either changes size. */
function useOverflows(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

/**
 * The dialog's content. When it scrolls, it takes focus (so the keyboard can scroll it even without a
 * control inside) and is a region named by the title, so that stop is announced.
 */
function DialogBody({ titleId, children }: { titleId: string; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const scrolls = useOverflows(element);
  return (
    <div
      ref={setElement}
      className={styles.body}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': titleId } : {})}
    >
      {children}
    </div>
  );
}
