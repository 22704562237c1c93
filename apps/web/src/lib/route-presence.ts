// Whether the route table has a page, for screens that leave out links to pages of a later release.
// The app provides the answer, so pages never import the route table (app/ sits above them).
import { createContext, useContext } from 'react';

const RoutePresence = createContext<(path: string) => boolean>(() => false);

export const RoutePresenceProvider = RoutePresence.Provider;

export function useHasPage(path: string): boolean {
  return useContext(RoutePresence)(path);
}
