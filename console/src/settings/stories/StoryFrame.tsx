/**
 * What every console story renders its router in: main.tsx's Radix theme with the console's accent, and a
 * server-state cache of the story's own.
 */
import '../../app/theme.css';
import { Theme } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONSOLE_ACCENT, installAccent } from '../../app/accent';

// As main.tsx does, whichever story file runs first.
installAccent();

export function StoryFrame({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <Theme accentColor={CONSOLE_ACCENT} grayColor="slate" radius="medium" appearance="light">
        <main style={{ padding: 24 }}>
          <RouterProvider router={router} />
        </main>
      </Theme>
    </QueryClientProvider>
  );
}
