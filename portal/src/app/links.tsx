/**
 * Links inside the portal: router navigation (no page reload) that keeps the visit's `?store=` and
 * `?fake`, and still opens in a new tab on a modified click like any link.
 */
import { Button, type ButtonProps } from '@orderprotection/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { inlineLink } from '../pages/page.css';
import { usePortalNavigate, usePortalPath } from './stickyQuery';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export type ButtonLinkProps = Omit<Extract<ButtonProps, { href: string }>, 'href'> & {
  /** A portal path, such as "/issues". */
  to: string;
};

/** A link that looks like a button: "Back", "Start a new claim". */
export function ButtonLink({ to, onClick, ...button }: ButtonLinkProps) {
  const portalPath = usePortalPath();
  const navigate = usePortalNavigate();
  return (
    <Button
      {...button}
      href={portalPath(to)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** A link inside text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  const portalPath = usePortalPath();
  return (
    <Link to={portalPath(to)} className={inlineLink}>
      {children}
    </Link>
  );
}
