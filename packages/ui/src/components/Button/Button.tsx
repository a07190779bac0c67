import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { classNames } from '../../styles/classNames';
import { Spinner } from '../Spinner/Spinner';
import { type ButtonVariants, button } from './Button.css';

interface ButtonOwnProps {
  /** `primary` for the one main action of a screen; `danger` for destructive ones. */
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  /** Stretch to the width of the container (mobile forms). */
  fullWidth?: boolean;
  /**
   * Busy with the action it started: shows a spinner, sets `aria-busy` and ignores clicks while keeping
   * focus, so a keyboard user is not thrown back to the top of the page.
   */
  loading?: boolean;
  /** An icon before the label; replaced by the spinner while loading. */
  icon?: ReactNode;
  children: ReactNode;
}

type NativeButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

type LinkButtonProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & {
    /** Renders a link that looks like a button: navigation, not an action. */
    href: string;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = NativeButtonProps | LinkButtonProps;

function buttonParts({
  variant,
  size,
  fullWidth,
  loading,
  icon,
  children,
  className,
}: ButtonOwnProps & { className?: string | undefined }) {
  return {
    className: classNames(button({ variant, size, fullWidth }), className),
    content: (
      <>
        {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : icon}
        {children}
      </>
    ),
    busy: loading ? ({ 'aria-busy': true, 'aria-disabled': true } as const) : {},
    guard:
      <Element,>(onClick: ((event: MouseEvent<Element>) => void) | undefined) =>
      (event: MouseEvent<Element>) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      },
  };
}

/**
 * A native `<button>` (or `<a>` when given `href`) in the merchant's brand. Native on purpose: it is fully
 * accessible on its own, and react-aria's Button would add about 13 kB gzip to the portal's first page.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, fullWidth, loading, icon, children, className, onClick, href, ...anchor } = props;
    const parts = buttonParts({ variant, size, fullWidth, loading, icon, children, className });
    return (
      <a {...anchor} {...parts.busy} href={href} className={parts.className} onClick={parts.guard(onClick)}>
        {parts.content}
      </a>
    );
  }
  const { variant, size, fullWidth, loading, icon, children, className, onClick, type, ...native } = props;
  const parts = buttonParts({ variant, size, fullWidth, loading, icon, children, className });
  return (
    <button
      {...native}
      {...parts.busy}
      type={type ?? 'button'}
      className={parts.className}
      onClick={parts.guard(onClick)}
    >
      {parts.content}
    </button>
  );
}
