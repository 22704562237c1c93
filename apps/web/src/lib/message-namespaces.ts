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
  'webCart',
] as const;

/**
 * Namespaces of pages away from the first screen (buying, coupons, reviews, identity, addresses,
 * orders, after-sales, linked accounts):
 * their texts load with those pages (`WithPageMessages`), so the first screen does not carry them.
 */
export const pageMessageNamespaces = [
  'webCheckout',
  'webCoupon',
  'webReview',
  'webIdentity',
  'webAddress',
  'webOrders',
  'webAfterSale',
  'webSocial',
  'webSharing',
  'webLevels',
  'webTeam',
  'webWithdraw',
] as const;

/** Their texts the app frame shows before such a page has loaded (titles, account entries). */
export const shellMessageIds = [
  'webCheckout.title',
  'webCheckout.payTitle',
  'webCheckout.prepayTitle',
  'webCheckout.checking',
  'webCheckout.successTitle',
  'webCheckout.failedTitle',
  'webCoupon.title',
  'webReview.title.mine',
  'webReview.title.evaluate',
  'webAddress.title.list',
  'webAddress.title.manage',
  'webIdentity.title.certification',
  'webIdentity.title.personal',
  'webIdentity.title.foreigner',
  'webIdentity.title.company',
  'webIdentity.title.bankCards',
  'webIdentity.title.addBank',
  'webIdentity.title.bankDetail',
  'webIdentity.menu.certification',
  'webIdentity.menu.bankCards',
  'webOrders.title.list',
  'webOrders.title.detail',
  'webOrders.title.cancelSuccess',
  'webOrders.title.logistics',
  'webOrders.title.deliveryStatus',
  'webSocial.title',
  'webSocial.menu',
  'webSharing.title.list',
  'webSharing.title.view',
  'webSharing.entry',
  'webLevels.title.buyVip',
  'webLevels.title.vipWelfare',
  'webLevels.title.levelDetail',
  'webLevels.title.vipCenter',
  'webTeam.title',
  'webTeam.chartTitle',
  'webTeam.entry',
  'webWithdraw.title.create',
  'webWithdraw.title.list',
  'webWithdraw.title.detail',
  'webWithdraw.title.history',
] as const;
