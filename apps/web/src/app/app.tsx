import { matchRoutes, RouterProvider } from 'react-router';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { AppProviders } from './providers.tsx';
import { router } from './router.ts';
import { routes } from './routes.tsx';

const hasPage = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path === path;

export function App() {
  return (
    <AppProviders>
      <RoutePresenceProvider value={hasPage}>
        <RouterProvider router={router} />
      </RoutePresenceProvider>
    </AppProviders>
  );
}
