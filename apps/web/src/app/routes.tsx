// The one route table of the shop. Paths are the client's page paths, so shared links keep working;
// every page is its own lazily loaded chunk. Add new pages here.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { PageLoadFailed, RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';

// A page whose chunk cannot be downloaded (offline, or replaced by a new release) becomes a
// "reload" screen inside the app frame, so the navigation bar and tabs stay usable. (A failed lazy
// load would otherwise leave the router rendering nothing below the root.)
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: {
    Component: async (): Promise<ComponentType> => {
      try {
        return (await load()).default;
      } catch {
        return PageLoadFailed;
      }
    },
  },
  ErrorBoundary: RouteError,
});

const handle = (value: RouteHandle) => value;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page(() => import('@/pages/index.tsx')) },
      {
        id: 'shell',
        lazy: { Component: async () => (await import('./shell-layout.tsx')).ShellLayout },
        children: [
          { path: paths.home, handle: handle({ tab: 'home' }), ...page(() => import('@/pages/index/index.tsx')) },
          {
            path: paths.points,
            handle: handle({ tab: 'points', title: 'web.tab.points' }),
            ...page(() => import('@/pages/integral/index.tsx')),
          },
          {
            path: paths.vip,
            handle: handle({ tab: 'vip', title: 'web.tab.vip' }),
            ...page(() => import('@/pages/pacer-new/index.tsx')),
          },
          {
            path: paths.cart,
            handle: handle({ tab: 'cart', title: 'web.tab.cart' }),
            ...page(() => import('@/pages/cart/cart.tsx')),
          },
          {
            path: paths.account,
            handle: handle({ tab: 'me', title: 'web.tab.me' }),
            ...page(() => import('@/pages/user/user.tsx')),
          },
          {
            path: paths.language,
            handle: handle({ title: 'web.language.title' }),
            ...page(() => import('@/pages/user/language.tsx')),
          },
          {
            path: paths.login,
            handle: handle({ title: 'common.login' }),
            ...page(() => import('@/pages/public/login.tsx')),
          },
          {
            path: '*',
            handle: handle({ title: 'web.notFound.title' }),
            ...page(() => import('@/pages/not-found.tsx')),
          },
        ],
      },
    ],
  },
];
