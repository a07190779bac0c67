/**
 * The route table of spec section 2 on the data router, each page loaded lazily. `createPortalRoutes` is
 * used by the portal (`createBrowserRouter`) and by the page stories (`createMemoryRouter`).
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import type { CurrentOrder } from '../claim/OrderProvider';
import { loadPage } from './chunkReload';
import { isClaimToken } from './claimToken';
import { AppLayout, PortalRoot, ViewClaimLayout } from './layouts';
import { PageNotFoundError } from './pageNotFound';
import { RouteError } from './RouteError';
import { RouterLocationProvider } from './routerLocation';

function FirstPageLoading() {
  return null;
}

/** What the server reads of a page's route: its module, as the build's manifest names it. */
export interface PageHandle {
  source: string;
}

/**
 * A lazily loaded page: its module (`source`, the path below portal/ of what `load` imports, so the server
 * links the page's CSS and code in the first HTML: src/serve/render.tsx), and which of its exports is the
 * page.
 */
function page<Module>(source: string, load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  const handle: PageHandle = { source };
  return { handle, lazy: loadPage(async () => ({ Component: pick(await load()) })) };
}

/** The route validation of the token routes (spec section 2): a malformed token is a 404. */
function requireClaimToken({ params, request }: LoaderFunctionArgs): null {
  if (!isClaimToken(params.token)) {
    const url = new URL(request.url);
    throw new PageNotFoundError(`${url.pathname}${url.search}`);
  }
  return null;
}

export interface PortalRoutesOptions {
  /** An order already found, for stories that open a page in the middle of the flow. */
  initialOrder?: CurrentOrder;
  /** The order the server rendered a page of the flow with, after the lookup it answered itself. */
  pageOrder?: CurrentOrder | undefined;
}

export function createPortalRoutes({ initialOrder, pageOrder }: PortalRoutesOptions = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RouterLocationProvider>
          <PortalRoot initialOrder={initialOrder} pageOrder={pageOrder} />
        </RouterLocationProvider>
      ),
      errorElement: (
        <RouterLocationProvider>
          <RouteError />
        </RouterLocationProvider>
      ),
      // Shown while the first page's code loads: the page's branded background, nothing to read yet.
      HydrateFallback: FirstPageLoading,
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              path: 'start',
              ...page(
                'src/pages/start/StartPage.tsx',
                () => import('../pages/start/StartPage'),
                (m) => m.StartPage,
              ),
            },
            {
              path: 'return',
              children: [
                {
                  index: true,
                  ...page(
                    'src/pages/return/ReturnPage.tsx',
                    () => import('../pages/return/ReturnPage'),
                    (m) => m.ReturnPage,
                  ),
                },
                {
                  path: 'start',
                  ...page(
                    'src/pages/return/ReturnStartPage.tsx',
                    () => import('../pages/return/ReturnStartPage'),
                    (m) => m.ReturnStartPage,
                  ),
                },
              ],
            },
            {
              // The pages that need the found order: the claim draft lives here, not above /start, so the
              // start page's first load carries none of the draft machinery (nor the schemas it builds).
              lazy: loadPage(async () => ({ Component: (await import('../claim/DraftLayout')).DraftLayout })),
              children: [
                {
                  index: true,
                  ...page(
                    'src/pages/home/HomePage.tsx',
                    () => import('../pages/home/HomePage'),
                    (m) => m.HomePage,
                  ),
                },
                {
                  path: 'claim-received',
                  ...page(
                    'src/pages/claim-received/ClaimReceivedPage.tsx',
                    () => import('../pages/claim-received/ClaimReceivedPage'),
                    (m) => m.ClaimReceivedPage,
                  ),
                },
                {
                  path: 'issues',
                  children: [
                    {
                      index: true,
                      ...page(
                        'src/pages/issues/IssuesPage.tsx',
                        () => import('../pages/issues/IssuesPage'),
                        (m) => m.IssuesPage,
                      ),
                    },
                    {
                      path: 'items',
                      ...page(
                        'src/pages/items/ItemsPage.tsx',
                        () => import('../pages/items/ItemsPage'),
                        (m) => m.ItemsPage,
                      ),
                    },
                    {
                      path: 'shipment',
                      children: [
                        {
                          index: true,
                          ...page(
                            'src/pages/shipments/ShipmentsPage.tsx',
                            () => import('../pages/shipments/ShipmentsPage'),
                            (m) => m.ShipmentsPage,
                          ),
                        },
                        {
                          path: 'details',
                          ...page(
                            'src/pages/shipments/ShipmentDetailsPage.tsx',
                            () => import('../pages/shipments/ShipmentDetailsPage'),
                            (m) => m.ShipmentDetailsPage,
                          ),
                        },
                      ],
                    },
                  ],
                },
                {
                  path: 'multiple-shipments',
                  ...page(
                    'src/pages/multiple-shipments/MultipleShipmentsPage.tsx',
                    () => import('../pages/multiple-shipments/MultipleShipmentsPage'),
                    (m) => m.MultipleShipmentsPage,
                  ),
                },
                {
                  path: 'not-shipped',
                  ...page(
                    'src/pages/not-shipped/NotShippedPage.tsx',
                    () => import('../pages/not-shipped/NotShippedPage'),
                    (m) => m.NotShippedPage,
                  ),
                },
                {
                  path: 'process',
                  children: [
                    {
                      index: true,
                      ...page(
                        'src/pages/process/ProcessPage.tsx',
                        () => import('../pages/process/ProcessPage'),
                        (m) => m.ProcessPage,
                      ),
                    },
                  ],
                },
                {
                  path: 'resolution',
                  children: [
                    {
                      index: true,
                      ...page(
                        'src/pages/resolution/ResolutionPage.tsx',
                        () => import('../pages/resolution/ResolutionPage'),
                        (m) => m.ResolutionPage,
                      ),
                    },
                    {
                      path: 'review',
                      ...page(
                        'src/pages/review/ReviewPage.tsx',
                        () => import('../pages/review/ReviewPage'),
                        (m) => m.ReviewPage,
                      ),
                    },
                  ],
                },
                {
                  path: 'too-late',
                  ...page(
                    'src/pages/too-late/TooLatePage.tsx',
                    () => import('../pages/too-late/TooLatePage'),
                    (m) => m.TooLatePage,
                  ),
                },
                {
                  path: 'too-soon',
                  ...page(
                    'src/pages/too-soon/TooSoonPage.tsx',
                    () => import('../pages/too-soon/TooSoonPage'),
                    (m) => m.TooSoonPage,
                  ),
                },
              ],
            },
          ],
        },
        {
          path: 'print/:token',
          loader: requireClaimToken,
          ...page(
            'src/pages/print/PrintPage.tsx',
            () => import('../pages/print/PrintPage'),
            (m) => m.PrintPage,
          ),
        },
        {
          path: 'view/:token',
          loader: requireClaimToken,
          element: <ViewClaimLayout />,
          children: [
            {
              index: true,
              ...page(
                'src/pages/view/ViewClaimPage.tsx',
                async () => {
                  const module = await import('../pages/view/ViewClaimPage');
                  if (import.meta.env.SSR) await module.loadViewClaimPageForServer();
                  return module;
                },
                (m) => m.ViewClaimPage,
              ),
            },
            {
              path: 'review',
              ...page(
                'src/pages/view/ViewClaimReviewPage.tsx',
                () => import('../pages/view/ViewClaimReviewPage'),
                (m) => m.ViewClaimReviewPage,
              ),
            },
          ],
        },
      ],
    },
  ];
}
