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
import { RouteError } from './RouteError';
import { PageNotFoundError } from './routeErrors';

function FirstPageLoading() {
  return null;
}

/** A lazily loaded page: its module, and which of its exports is the page. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return loadPage(async () => ({ Component: pick(await load()) }));
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
}

export function createPortalRoutes({ initialOrder }: PortalRoutesOptions = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <PortalRoot initialOrder={initialOrder} />,
      errorElement: <RouteError />,
      // Shown while the first page's code loads: the page's branded background, nothing to read yet.
      HydrateFallback: FirstPageLoading,
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              index: true,
              lazy: page(
                () => import('../pages/home/HomePage'),
                (m) => m.HomePage,
              ),
            },
            {
              path: 'start',
              lazy: page(
                () => import('../pages/start/StartPage'),
                (m) => m.StartPage,
              ),
            },
            {
              path: 'claim-received',
              lazy: page(
                () => import('../pages/claim-received/ClaimReceivedPage'),
                (m) => m.ClaimReceivedPage,
              ),
            },
            {
              path: 'issues',
              children: [
                {
                  index: true,
                  lazy: page(
                    () => import('../pages/issues/IssuesPage'),
                    (m) => m.IssuesPage,
                  ),
                },
                {
                  path: 'items',
                  lazy: page(
                    () => import('../pages/items/ItemsPage'),
                    (m) => m.ItemsPage,
                  ),
                },
                {
                  path: 'shipment',
                  children: [
                    {
                      index: true,
                      lazy: page(
                        () => import('../pages/shipments/ShipmentsPage'),
                        (m) => m.ShipmentsPage,
                      ),
                    },
                    {
                      path: 'details',
                      lazy: page(
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
              lazy: page(
                () => import('../pages/multiple-shipments/MultipleShipmentsPage'),
                (m) => m.MultipleShipmentsPage,
              ),
            },
            {
              path: 'not-shipped',
              lazy: page(
                () => import('../pages/not-shipped/NotShippedPage'),
                (m) => m.NotShippedPage,
              ),
            },
            {
              path: 'process',
              children: [
                {
                  index: true,
                  lazy: page(
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
                  lazy: page(
                    () => import('../pages/resolution/ResolutionPage'),
                    (m) => m.ResolutionPage,
                  ),
                },
                {
                  path: 'review',
                  lazy: page(
                    () => import('../pages/review/ReviewPage'),
                    (m) => m.ReviewPage,
                  ),
                },
              ],
            },
            {
              path: 'return',
              children: [
                {
                  index: true,
                  lazy: page(
                    () => import('../pages/return/ReturnPage'),
                    (m) => m.ReturnPage,
                  ),
                },
                {
                  path: 'start',
                  lazy: page(
                    () => import('../pages/return/ReturnStartPage'),
                    (m) => m.ReturnStartPage,
                  ),
                },
              ],
            },
            {
              path: 'too-late',
              lazy: page(
                () => import('../pages/too-late/TooLatePage'),
                (m) => m.TooLatePage,
              ),
            },
            {
              path: 'too-soon',
              lazy: page(
                () => import('../pages/too-soon/TooSoonPage'),
                (m) => m.TooSoonPage,
              ),
            },
          ],
        },
        {
          path: 'print/:token',
          loader: requireClaimToken,
          lazy: page(
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
              lazy: page(
                () => import('../pages/view/ViewClaimPage'),
                (m) => m.ViewClaimPage,
              ),
            },
            {
              path: 'review',
              lazy: page(
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
