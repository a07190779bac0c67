import { Logo, PageShell, Text } from '@orderprotection/ui';
import type { ReactNode } from 'react';
import { footerText } from './layout.css';
import { useStoreName } from './services';
import { usePortalPath } from './stickyQuery';

/** The frame of the portal's pages: the store's logo (back to the start), the page, a footer. */
export function PortalShell({ children }: { children: ReactNode }) {
  const storeName = useStoreName();
  const portalPath = usePortalPath();
  return (
    <PageShell
      logo={<Logo alt={storeName} href={portalPath('/start')} />}
      footer={
        <Text size="sm" tone="muted" className={footerText}>
          {`Order protection claims for ${storeName}`}
        </Text>
      }
    >
      {children}
    </PageShell>
  );
}
