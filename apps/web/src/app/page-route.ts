import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazy-route.ts';
import { PageLoadFailed } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';

export interface PageRoute {
  path: string;
  handle: RouteHandle;
  page: LazyComponent;
}

// A page whose chunk cannot be downloaded becomes a "reload" screen inside the app frame, so the
// navigation bar and tabs stay usable.
export const page = (load: () => Promise<{ default: ComponentType }>) =>
  lazyComponent(async () => (await load()).default, PageLoadFailed);
