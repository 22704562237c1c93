import admin from './catalog/admin.ts';
import adminMembers from './catalog/admin-members.ts';
import adminCatalog from './catalog/admin-catalog.ts';
import adminLedger from './catalog/admin-ledger.ts';
import account from './catalog/account.ts';
import catalog from './catalog/catalog.ts';
import common from './catalog/common.ts';
import errors from './catalog/errors.ts';
import fields from './catalog/fields.ts';
import web from './catalog/web.ts';
import webBrowse from './catalog/web-browse.ts';
import webShop from './catalog/web-shop.ts';
import webAccount from './catalog/web-account.ts';
import wallet from './catalog/wallet.ts';
import webWallet from './catalog/web-wallet.ts';
import webSocial from './catalog/web-social.ts';
import security from './catalog/security.ts';
import identity from './catalog/identity.ts';
import webIdentity from './catalog/web-identity.ts';
import adminIdentity from './catalog/admin-identity.ts';
import address from './catalog/address.ts';
import webAddress from './catalog/web-address.ts';
import adminAddress from './catalog/admin-address.ts';
import cart from './catalog/cart.ts';
import webCart from './catalog/web-cart.ts';
import coupon from './catalog/coupon.ts';
import webCoupon from './catalog/web-coupon.ts';
import adminCoupon from './catalog/admin-coupon.ts';
import giftCard from './catalog/giftcard.ts';
import webGiftCard from './catalog/web-giftcard.ts';
import adminGiftCard from './catalog/admin-giftcard.ts';
import campaign from './catalog/campaign.ts';
import adminCampaign from './catalog/admin-campaign.ts';
import webCampaign from './catalog/web-campaign.ts';
import discountCard from './catalog/discount-card.ts';
import orders from './catalog/orders.ts';
import webCheckout from './catalog/web-checkout.ts';
import adminOrders from './catalog/admin-orders.ts';
import review from './catalog/review.ts';
import bonus from './catalog/bonus.ts';
import adminBonus from './catalog/admin-bonus.ts';
import webReview from './catalog/web-review.ts';
import aftersale from './catalog/aftersale.ts';
import webOrders from './catalog/web-orders.ts';
import adminAfterSale from './catalog/admin-after-sale.ts';
import webAfterSale from './catalog/web-after-sale.ts';
import approvals from './catalog/approvals.ts';
import adminEvents from './catalog/admin-events.ts';
import sharing from './catalog/sharing.ts';
import webSharing from './catalog/web-sharing.ts';
import levels from './catalog/levels.ts';
import webLevels from './catalog/web-levels.ts';
import network from './catalog/network.ts';
import adminNetwork from './catalog/admin-network.ts';
import webTeam from './catalog/web-team.ts';
import support from './catalog/support.ts';
import webSupport from './catalog/web-support.ts';
import adminContent from './catalog/admin-content.ts';
import beans from './catalog/beans.ts';
import webBeans from './catalog/web-beans.ts';
import adminBeans from './catalog/admin-beans.ts';
import timeline from './catalog/timeline.ts';
import webTimeline from './catalog/web-timeline.ts';
import adminTimeline from './catalog/admin-timeline.ts';
import notice from './catalog/notice.ts';
import webNotice from './catalog/web-notice.ts';
import adminNotice from './catalog/admin-notice.ts';
import withdraw from './catalog/withdraw.ts';
import webWithdraw from './catalog/web-withdraw.ts';
import adminSettings from './catalog/admin-settings.ts';

// Every namespace catalogue is listed once here; its ids join MessageId.
export const catalogs = [
  common,
  errors,
  fields,
  web,
  admin,
  account,
  catalog,
  wallet,
  adminMembers,
  webShop,
  webAccount,
  webWallet,
  webBrowse,
  adminCatalog,
  adminLedger,
  webSocial,
  security,
  identity,
  webIdentity,
  adminIdentity,
  address,
  webAddress,
  adminAddress,
  cart,
  webCart,
  coupon,
  webCoupon,
  adminCoupon,
  orders,
  webCheckout,
  adminOrders,
  review,
  webReview,
  aftersale,
  webOrders,
  adminAfterSale,
  webAfterSale,
  approvals,
  adminEvents,
  sharing,
  webSharing,
  bonus,
  adminBonus,
  levels,
  webLevels,
  network,
  adminNetwork,
  webTeam,
  support,
  webSupport,
  adminContent,
  beans,
  webBeans,
  adminBeans,
  giftCard,
  webGiftCard,
  adminGiftCard,
  campaign,
  adminCampaign,
  webCampaign,
  timeline,
  webTimeline,
  adminTimeline,
  notice,
  webNotice,
  adminNotice,
  withdraw,
  webWithdraw,
  discountCard,
  adminSettings,
] as const;

/**
 * The namespaces (first segment of a message id) offered in Thai: everything the shopper app shows,
 * its own screens and the texts the server sends it (errors, field names, wallet and account
 * notices, catalogue labels), and the back office (admin*). Each must be complete in th_TH
 * (coverage.test.ts).
 */
export const thaiNamespaces = [
  'common',
  'field',
  'validation',
  'error',
  'account',
  'catalog',
  'wallet',
  'web',
  'webShop',
  'webAccount',
  'webWallet',
  'webBrowse',
  'webSocial',
  'webIdentity',
  'address',
  'webAddress',
  'cart',
  'webCart',
  'coupon',
  'webCoupon',
  'discountCard',
  'orders',
  'webCheckout',
  'review',
  'webReview',
  'aftersale',
  'webOrders',
  'webAfterSale',
  'sharing',
  'webSharing',
  'bonus',
  'webLevels',
  'network',
  'webTeam',
  'support',
  'webSupport',
  'webBeans',
  'giftCard',
  'webGiftCard',
  'timeline',
  'webTimeline',
  'notice',
  'webNotice',
  'webWithdraw',
  'identity',
  'admin',
  'adminCatalog',
  'adminLedger',
  'adminMembers',
  'adminIdentity',
  'adminCoupon',
  'adminOrders',
  'adminAfterSale',
  'adminEvents',
  'adminBonus',
  'adminLevels',
  'adminNetwork',
  'adminContent',
  'adminBeans',
  'adminGiftCard',
  'adminTimeline',
  'adminNotice',
  'adminWithdraw',
  'campaign',
  'adminCampaign',
  'webCampaign',
  'adminSettings',
] as const;

const thaiEnabled = new Set<string>(thaiNamespaces);

export function isThaiEnabled(id: string): boolean {
  return thaiEnabled.has(id.slice(0, id.indexOf('.')));
}
