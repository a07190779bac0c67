import { Logo, PageShell, Text } from '@orderprotection/ui';
import type { ReactNode } from 'react';
import { footerText } from './layout.css';
import { useServices, useStoreName } from './services';
import { usePortalPath } from './stickyQuery';

/** The frame of the portal's pages: the store's logo (back to the start), the page, a footer. */
export function PortalShell({ children }: { children: ReactNode }) {
  const storeName = useStoreName();
  const { store } = useServices();
  const portalPath = usePortalPath();
  return (
    <PageShell
      logo={<Logo alt={storeName} href={portalPath('/start')} />}
      footer={
        <Text size="sm" tone="muted" className={footerText}>
          {store ? `Order protection claims for ${store.storeName}` : 'Order protection claims'}
        </Text>
      }
    >
      {children}
    </PageShell>
  );
}
