import type { WhitelabelSettings } from '@orderprotection/domain';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { type PageClaim, PageClaimProvider } from '../claim/pageClaim';
import { type PortalServices, ServicesProvider } from './services';

export type BrandProviderComponent = ComponentType<{
  branding?: WhitelabelSettings['branding'] | undefined;
  children?: ReactNode;
}>;

/**
 * What every page of the portal renders inside, the same on the server and in the browser (or hydrating
 * fails): the services, the store's brand (`Brand`: the server's BrandProvider, the browser's inlined or
 * computed one) and the claim the server rendered a claim's page with.
 */
export function PortalProviders({
  services,
  Brand,
  pageClaim,
  children,
}: {
  services: PortalServices;
  Brand: BrandProviderComponent;
  pageClaim: PageClaim | undefined;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <Brand branding={services.store?.branding}>
          <PageClaimProvider pageClaim={pageClaim}>{children}</PageClaimProvider>
        </Brand>
      </ServicesProvider>
    </StrictMode>
  );
}
