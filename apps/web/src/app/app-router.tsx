import { useEffect, useLayoutEffect, useState } from 'react';
import { currentLocation, listen, scrollPositionOf, type AppLocation, type HistoryAction } from '@/lib/history.ts';
import { paths } from '@/lib/paths.ts';
import { LocationProvider } from '@/lib/router.tsx';
import { RouteHandleProvider } from './route-context.ts';
import { RouteErrorBoundary } from './route-error.tsx';
import { isPathLoaded, loadPath, routeOf } from './router.ts';
import { launchPage, shellLayout } from './routes.tsx';
import { SessionSync } from './session-sync.tsx';

interface View {
  location: AppLocation;
  action: HistoryAction;
}

/**
 * Follows the address. A page whose code is not in yet is downloaded first while the current one
 * stays on screen, so no page ever flashes empty; if the address moves on meanwhile, the later
 * one wins.
 */
function useView(): View {
  const [view, setView] = useState<View>(() => ({ location: currentLocation(), action: 'pop' }));
  useEffect(() => {
    let latest = 0;
    const follow = (action: HistoryAction) => {
      const location = currentLocation();
      const ticket = ++latest;
      if (isPathLoaded(location.pathname)) setView({ location, action });
      else void loadPath(location.pathname).then(() => ticket === latest && setView({ location, action }));
    };
    const stop = listen(follow);
    // The address may have moved since the first page was downloaded, or since the first render.
    if (currentLocation() !== view.location || !isPathLoaded(view.location.pathname)) follow('pop');
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribes once; later views come from `follow`
  }, []);
  return view;
}

/** Back and forward find a page where it was left; a new page starts at the top. */
function useScrollRestoration({ location, action }: View) {
  useLayoutEffect(() => {
    window.scrollTo(0, action === 'pop' ? (scrollPositionOf(location.key) ?? 0) : 0);
  }, [location, action]);
}

function Screen({ location }: { location: AppLocation }) {
  if (location.pathname === paths.launch) {
    const Launch = launchPage.loaded;
    return Launch ? <Launch /> : null;
  }
  const route = routeOf(location.pathname);
  const Shell = shellLayout.loaded;
  const Page = route.page.loaded;
  if (!Shell || !Page) return null;
  return (
    <RouteHandleProvider value={route.handle}>
      <Shell>
        <RouteErrorBoundary resetKey={location.key}>
          <Page />
        </RouteErrorBoundary>
      </Shell>
    </RouteHandleProvider>
  );
}

/** The page of the address inside the app frame, with the session kept in step. */
export function AppRouter() {
  const view = useView();
  useScrollRestoration(view);
  return (
    <LocationProvider value={view.location}>
      <RouteErrorBoundary resetKey={view.location.key}>
        <SessionSync />
        <Screen location={view.location} />
      </RouteErrorBoundary>
    </LocationProvider>
  );
}
