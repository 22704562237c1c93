import { Outlet, ScrollRestoration } from 'react-router';
import { SessionSync } from './session-sync.tsx';

export function RootLayout() {
  return (
    <>
      <SessionSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
