import type { WhitelabelSettings } from '@orderprotection/domain';
import { type ComponentType, type ReactNode, StrictMode } from 'react';
import { type PageClaim, PageClaimProvider } from '../claim/pageClaim';
import {
  IssuesFormProvider,
  type PageIssuesForm,
  type PagePicksForm,
  type PageStartForm,
  PicksFormProvider,
  StartFormProvider,
} from '../claim/pageLookup';
import { type PortalServices, ServicesProvider } from './services';

export type BrandProviderComponent = ComponentType<{
  branding?: WhitelabelSettings['branding'] | undefined;
  children?: ReactNode;
}>;

/**
 * What every page of the portal renders inside, the same on the server and in the browser (or hydrating
 * fails): the services, the store's brand (`Brand`: the server's BrandProvider, the browser's inlined or
 * computed one), the claim the server rendered a claim's page with and the start, issues, items or
 * shipments page's answer to its form.
 */
export function PortalProviders({
  services,
  Brand,
  pageClaim,
  startForm,
  issuesForm,
  picksForm,
  children,
}: {
  services: PortalServices;
  Brand: BrandProviderComponent;
  pageClaim: PageClaim | undefined;
  /** The start page's answer to its form, when the server answered it (claim/pageLookup.tsx). */
  startForm?: PageStartForm | undefined;
  /** The issues page's answer to its form, when the server answered it (claim/pageLookup.tsx). */
  issuesForm?: PageIssuesForm | undefined;
  /** What the items or shipments page's form ticked, when the server answered it (claim/pageLookup.tsx). */
  picksForm?: PagePicksForm | undefined;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <Brand branding={services.store?.branding}>
          <PageClaimProvider pageClaim={pageClaim}>
            <StartFormProvider startForm={startForm}>
              <IssuesFormProvider issuesForm={issuesForm}>
                <PicksFormProvider picksForm={picksForm}>{children}</PicksFormProvider>
              </IssuesFormProvider>
            </StartFormProvider>
          </PageClaimProvider>
        </Brand>
      </ServicesProvider>
    </StrictMode>
  );
}
