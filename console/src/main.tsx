/** Starts the console: the theme, the server-state cache and the router (see app/routes.tsx). */
import '@radix-ui/themes/styles.css';
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createConsoleRouter } from './app/routes';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="indigo" grayColor="slate" radius="medium">
        <RouterProvider router={createConsoleRouter()} />
      </Theme>
    </QueryClientProvider>
  </StrictMode>,
);
