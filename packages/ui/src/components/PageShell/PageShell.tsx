import type { MouseEvent, ReactNode } from 'react';
import * as styles from './PageShell.css';

export interface PageShellProps {
  /** Usually a `<Logo href="/start" />`. */
  logo: ReactNode;
  /** Content at the end of the header (a help link). */
  headerEnd?: ReactNode;
  /** Footer content; the footer landmark is left out when there is none. */
  footer?: ReactNode;
  /** Text of the skip link, the first thing a keyboard user reaches. */
  skipLinkLabel?: string;
  /** Id of the main landmark, the skip link's target. */
  mainId?: string;
  children: ReactNode;
}

/**
 * The frame of every portal page: a skip link, a header (banner) with the merchant's logo, the main
 * landmark in a readable column, and an optional footer. Render exactly one per page.
 */
export function PageShell({
  logo,
  headerEnd,
  footer,
  skipLinkLabel = 'Skip to main content',
  mainId = 'main',
  children,
}: PageShellProps) {
  // Focus moves without touching the URL: in the portal a hash change is a route change.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = event.currentTarget.ownerDocument.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`} onClick={skipToMain}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {logo}
          {headerEnd}
        </div>
      </header>
      {/* Focusable so the skip link and route changes can move focus here. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer && (
        <footer className={styles.footer}>
          <div className={styles.footerInner}>{footer}</div>
        </footer>
      )}
    </div>
  );
}
