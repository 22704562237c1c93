import { createContext, useContext } from 'react';
import type { RouteHandle } from './route-handle.ts';

const RouteHandleContext = createContext<RouteHandle>({});

export const RouteHandleProvider = RouteHandleContext.Provider;

/** What the page on screen tells the app frame: its tab and its title. */
export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}
