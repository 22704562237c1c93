// The catalogue namespaces the shop shows. Imported by vite.config.ts to build one small message
// module per locale, and by the app to type its message ids: an id outside these fails the typecheck.
export const messageNamespaces = [
  'common',
  'field',
  'web',
  'webShop',
  'webAccount',
  'webWallet',
  'wallet.kind',
  'webBrowse',
  'webSocial',
  'webIdentity',
  'webAddress',
  'webCart',
  'webCheckout',
  'webCoupon',
  'webReview',
] as const;
