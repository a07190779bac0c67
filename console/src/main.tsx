/** Starts the console: the theme, the server-state cache and the router (see app/routes.tsx). */
import './app/theme.css';
import { Theme } from '@radix-ui/themes';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { CONSOLE_ACCENT, installAccent } from './app/accent';
import { statusOf } from './app/api';
import { signInPath } from './app/paths';
import { CONSOLE_BASENAME, createConsoleRouter } from './app/routes';

installAccent();

const queryClient = new QueryClient({
  // A session that ends while the console is open (signed out elsewhere, expired): any call answering 401
  // leads to the sign-in page, and back to this page after.
  queryCache: new QueryCache({
    onError: (error) => {
      if (statusOf(error) !== 401) return;
      const here = location.pathname.slice(CONSOLE_BASENAME.length) + location.search;
      if (!here.startsWith('/sign-in')) void router.navigate(signInPath(here || '/'), { replace: true });
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const router = createConsoleRouter(queryClient);

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Theme accentColor={CONSOLE_ACCENT} grayColor="slate" radius="medium">
        <RouterProvider router={router} />
      </Theme>
    </QueryClientProvider>
  </StrictMode>,
);
