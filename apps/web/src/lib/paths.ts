// The client page paths the shop links to; the hash router uses the same paths so shared links keep working.
export const paths = {
  launch: '/',
  home: '/pages/index/index',
  points: '/pages/integral/index',
  vip: '/pages/pacer-new/index',
  cart: '/pages/cart/cart',
  account: '/pages/user/user',
  language: '/pages/user/language',
  login: '/pages/public/login',
} as const;

/** The in-app route of a link such as `#/pages/x`, `/pages/x` or `pages/x`; null for anything else. */
export function internalRoute(link: string | null | undefined): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  const path = trimmed.startsWith('#') ? trimmed.slice(1) : trimmed;
  if (/^\/?pages\//.test(path)) return path.startsWith('/') ? path : `/${path}`;
  return null;
}
