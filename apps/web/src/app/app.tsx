import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { AppRouter } from './app-router.tsx';
import { AppProviders } from './providers.tsx';
import { hasPage } from './router.ts';

export function App() {
  return (
    <AppProviders>
      <RoutePresenceProvider value={hasPage}>
        <AppRouter />
      </RoutePresenceProvider>
    </AppProviders>
  );
}
