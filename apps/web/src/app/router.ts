import { createHashRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createHashRouter(routes);

setNavigator((to, { replace }) => {
  void router.navigate(to, { replace });
});

/** Resolves once the first route's chunks are in, so the HTML skeleton can stay until then. */
export function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
