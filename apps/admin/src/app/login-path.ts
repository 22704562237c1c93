/** The login page, remembering where to come back to. */
export function loginPath(from: string): string {
  return from === '/' || from === '' ? '/login' : `/login?redirect=${encodeURIComponent(from)}`;
}

/** Where to go after logging in: only a page of this app, never an outside address. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return '/';
  return target;
}
