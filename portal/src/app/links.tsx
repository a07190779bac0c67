/**
 * Links inside the portal: navigation without a page reload that keeps the visit's `?store=` and `?fake`,
 * and still opens in a new tab on a modified click like any link. They go through the portal's location
 * (location.tsx), not the router's `Link`, so a claim's page hydrated without the router has them too.
 */
import { Button, type ButtonProps } from '@orderprotection/ui';
import type { MouseEvent, ReactNode } from 'react';
import { inlineLink } from '../pages/page.css';
import { usePortalNavigate, usePortalPath } from './stickyQuery';

/** A click that follows the link in place: not one that opens it elsewhere (a new tab or window). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The `href` of a link to the portal path `to`, and its click: a plain one navigates in place. */
function usePortalLink(to: string, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const portalPath = usePortalPath();
  const navigate = usePortalNavigate();
  return {
    href: portalPath(to),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      void navigate(to);
    },
  };
}

export type ButtonLinkProps = Omit<Extract<ButtonProps, { href: string }>, 'href'> & {
  /** A portal path, such as "/issues". */
  to: string;
};

/** A link that looks like a button: "Back", "Start a new claim". */
export function ButtonLink({ to, onClick, ...button }: ButtonLinkProps) {
  return <Button {...button} {...usePortalLink(to, onClick)} />;
}

/** A link inside text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a {...usePortalLink(to)} className={inlineLink}>
      {children}
    </a>
  );
}
