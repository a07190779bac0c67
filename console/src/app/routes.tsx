/**
 * The console's pages, under /console. Each page's code loads when it is first opened (lazy routes); the
 * signed-in pages sit inside the layout, which sends anyone without a session to the sign-in page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router-dom';
import { meQuery, queueFeedQuery } from './queries';
import { readQueueView } from './queueParams';

export const CONSOLE_BASENAME = '/console';

/** Shown while the first page's code loads. */
function LoadingConsole() {
  return <p style={{ padding: 24 }}>Loading the console…</p>;
}

export function createConsoleRouter(queryClient: QueryClient) {
  // Loaders start the calls a page needs as the navigation begins, beside the download of the page's code
  // (and the queue's beside the person's); they wait for nothing, so the page still shows its own loading
  // and errors. A changed queue filter is a navigation too: its call leaves before the page renders.
  const startMe = () => {
    void queryClient.prefetchQuery(meQuery);
    return null;
  };
  const startQueue = ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchInfiniteQuery(queueFeedQuery(readQueueView(new URL(request.url).searchParams)));
    return null;
  };
  return createBrowserRouter(
    [
      {
        HydrateFallback: LoadingConsole,
        children: [
          {
            path: 'sign-in',
            lazy: () => import('../pages/SignIn').then((page) => ({ Component: page.SignIn })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../pages/ForgotPassword').then((page) => ({ Component: page.ForgotPassword })),
          },
          {
            path: 'reset-password',
            lazy: () => import('../pages/ResetPassword').then((page) => ({ Component: page.ResetPassword })),
          },
          {
            loader: startMe,
            lazy: () => import('./Layout').then((page) => ({ Component: page.Layout })),
            children: [
              {
                index: true,
                loader: startQueue,
                lazy: () => import('../pages/Queue').then((page) => ({ Component: page.Queue })),
              },
              {
                path: 'claims',
                loader: startQueue,
                lazy: () => import('../pages/Queue').then((page) => ({ Component: page.Queue })),
              },
              {
                path: 'claims/:id',
                lazy: () => import('../pages/ClaimPage').then((page) => ({ Component: page.ClaimPage })),
              },
              {
                path: 'account',
                lazy: () => import('../pages/AccountPage').then((page) => ({ Component: page.AccountPage })),
              },
              {
                path: 'settings',
                lazy: () =>
                  import('../settings/SettingsLayout').then((page) => ({ Component: page.SettingsIndex })),
              },
              {
                path: 'settings/:storeId',
                lazy: () =>
                  import('../settings/SettingsLayout').then((page) => ({ Component: page.SettingsLayout })),
                children: [
                  { index: true },
                  {
                    path: 'branding',
                    lazy: () =>
                      import('../settings/BrandingPage').then((page) => ({ Component: page.BrandingPage })),
                  },
                  {
                    path: 'policy',
                    lazy: () =>
                      import('../settings/PolicyPage').then((page) => ({ Component: page.PolicyPage })),
                  },
                  {
                    path: 'labels',
                    lazy: () =>
                      import('../settings/LabelsPage').then((page) => ({ Component: page.LabelsPage })),
                  },
                  {
                    path: 'macros',
                    lazy: () =>
                      import('../settings/MacrosPage').then((page) => ({ Component: page.MacrosPage })),
                  },
                  {
                    path: 'team',
                    lazy: () => import('../settings/TeamPage').then((page) => ({ Component: page.TeamPage })),
                  },
                  {
                    path: 'api-tokens',
                    lazy: () =>
                      import('../settings/ApiTokensPage').then((page) => ({ Component: page.ApiTokensPage })),
                  },
                  {
                    path: 'webhooks',
                    lazy: () =>
                      import('../settings/WebhooksPage').then((page) => ({ Component: page.WebhooksPage })),
                  },
                  {
                    path: 'connections',
                    lazy: () =>
                      import('../settings/ConnectionsPage').then((page) => ({
                        Component: page.ConnectionsPage,
                      })),
                  },
                  {
                    path: 'notifications',
                    lazy: () =>
                      import('../settings/NotificationsPage').then((page) => ({
                        Component: page.NotificationsPage,
                      })),
                  },
                  {
                    path: 'emails',
                    lazy: () =>
                      import('../settings/EmailPreviewsPage').then((page) => ({
                        Component: page.EmailPreviewsPage,
                      })),
                  },
                ],
              },
              {
                path: 'settings/macros',
                lazy: () =>
                  import('../settings/SettingsLayout').then((page) => ({ Component: page.OldMacrosAddress })),
              },
            ],
          },
        ],
      },
    ],
    { basename: CONSOLE_BASENAME },
  );
}
