// The one route table of the shop. Paths are the client's page paths, so shared links keep working;
// every page is a lazily loaded chunk (the after-sales pages share one). Add new pages here, or for
// the membership business in membership-routes.ts.
import type { ReactNode } from 'react';
import { isRegisterMode, paths } from '@/lib/paths.ts';
import { lazyComponent, type LazyComponent } from './lazy-route.ts';
import { PageLoadFailed } from './route-error.tsx';
import { membershipRoutes } from './membership-routes.ts';
import { page, type PageRoute } from './page-route.ts';
import type * as AfterSalePages from '@/pages/order/after-sale-pages.ts';

export type { PageRoute } from './page-route.ts';

/**
 * The four after-sales pages (form, list, request, return parcel) share most of their code, so they
 * are one chunk behind one import: the entry, part of every first load, lists its files once. Their
 * title is the account page's "after-sale", which the first screen already carries.
 */
const afterSalePage = (name: keyof typeof AfterSalePages) =>
  page(async () => ({ default: (await import('@/pages/order/after-sale-pages.ts'))[name] }));

/** `#/`: the launch screen, shown without the app frame. */
export const launchPage = page(() => import('@/pages/index.tsx'));

/** The frame of every other page (navigation bar, tab bar); without it a page cannot be shown. */
export const shellLayout: LazyComponent<{ children: ReactNode }> = lazyComponent(
  async () => (await import('./shell-layout.tsx')).ShellLayout,
  () => <PageLoadFailed />,
);

export const pageRoutes: PageRoute[] = [
  { path: paths.home, handle: { tab: 'home' }, page: page(() => import('@/pages/index/index.tsx')) },
  {
    path: paths.points,
    handle: { tab: 'points', title: 'web.tab.points' },
    page: page(() => import('@/pages/integral/index.tsx')),
  },
  {
    path: paths.vip,
    handle: { tab: 'vip', title: 'web.tab.vip' },
    page: page(() => import('@/pages/pacer-new/index.tsx')),
  },
  {
    path: paths.cart,
    handle: { tab: 'cart', title: 'web.tab.cart' },
    page: page(() => import('@/pages/cart/cart.tsx')),
  },
  {
    path: paths.account,
    handle: { tab: 'me', title: 'web.tab.me' },
    page: page(() => import('@/pages/user/user.tsx')),
  },
  {
    path: paths.language,
    handle: { title: 'web.language.title' },
    page: page(() => import('@/pages/user/language.tsx')),
  },
  {
    path: paths.login,
    handle: {
      title: (search) => (isRegisterMode(search) ? 'webAccount.register.title' : 'common.login'),
    },
    page: page(() => import('@/pages/public/login.tsx')),
  },
  {
    path: paths.loginService,
    handle: { title: 'webAccount.title.loginService' },
    page: page(() => import('@/pages/public/login-service.tsx')),
  },
  {
    path: paths.loginServiceWx,
    handle: { title: 'webAccount.title.loginService' },
    page: page(() => import('@/pages/public/login-service-wx.tsx')),
  },
  {
    path: paths.myInviteCode,
    handle: { title: 'webAccount.title.myInviteCode' },
    page: page(() => import('@/pages/public/my-invite-code.tsx')),
  },
  {
    path: paths.salesPages,
    handle: { title: 'webSharing.title.list' },
    page: page(() => import('@/pages/pacer/sales-page.tsx')),
  },
  {
    path: paths.salesPageView,
    handle: { title: 'webSharing.title.view' },
    page: page(() => import('@/pages/pacer/sales-page-view.tsx')),
  },
  {
    path: paths.userinfo,
    handle: { title: 'webAccount.title.userinfo' },
    page: page(() => import('@/pages/userinfo/userinfo.tsx')),
  },
  {
    path: paths.userinfoInviteCode,
    handle: { title: 'webAccount.title.inviteCode' },
    page: page(() => import('@/pages/userinfo/inviteCode.tsx')),
  },
  {
    path: paths.setField,
    handle: { title: 'webAccount.title.field' },
    page: page(() => import('@/pages/set/field.tsx')),
  },
  {
    path: paths.setVerifyPhone,
    handle: { title: 'webAccount.title.verifyPhone' },
    page: page(() => import('@/pages/set/verify-phone.tsx')),
  },
  {
    path: paths.setChangePassword,
    handle: { title: 'webAccount.title.changePassword' },
    page: page(() => import('@/pages/set/change-password.tsx')),
  },
  {
    path: paths.setBindingPhone,
    handle: { title: 'webAccount.title.bindingPhone' },
    page: page(() => import('@/pages/set/binding-phone.tsx')),
  },
  {
    path: paths.setCellPhone,
    handle: { title: 'webAccount.title.cellPhone' },
    page: page(() => import('@/pages/set/cell-phone.tsx')),
  },
  {
    path: paths.setUsername,
    handle: { title: 'webAccount.title.username' },
    page: page(() => import('@/pages/set/username.tsx')),
  },
  {
    path: paths.setDeleteAccount,
    handle: { title: 'webAccount.title.deleteAccount' },
    page: page(() => import('@/pages/set/deleteAccount.tsx')),
  },
  {
    path: paths.setAboutUs,
    handle: { title: 'web.home.aboutUs' },
    page: page(() => import('@/pages/set/about-us.tsx')),
  },
  {
    path: paths.setSocialAccounts,
    handle: { title: 'webSocial.title' },
    page: page(() => import('@/pages/set/social-accounts.tsx')),
  },
  {
    path: paths.address,
    handle: { title: 'webAddress.title.list' },
    page: page(() => import('@/pages/address/address.tsx')),
  },
  {
    path: paths.addressManage,
    // Opened with an address's id it edits it; without one it makes a new one.
    handle: { title: (search) => (search.has('id') ? 'webAddress.title.manage' : 'webAddress.title.new') },
    page: page(() => import('@/pages/address/addressManage.tsx')),
  },
  {
    path: paths.createOrder,
    handle: { title: 'webCheckout.title' },
    page: page(() => import('@/pages/order/createOrder.tsx')),
  },
  {
    path: paths.paymentSelectMethod,
    handle: { title: 'webCheckout.payTitle' },
    page: page(() => import('@/pages/money/paymentSelectMethod.tsx')),
  },
  {
    path: paths.prepay,
    handle: { title: 'webCheckout.prepayTitle' },
    page: page(() => import('@/pages/money/prepay.tsx')),
  },
  {
    path: paths.checkResult,
    handle: { title: 'webCheckout.checking' },
    page: page(() => import('@/pages/money/check-result.tsx')),
  },
  {
    path: paths.paySuccess,
    handle: { title: 'webCheckout.successTitle' },
    page: page(() => import('@/pages/money/paySuccess.tsx')),
  },
  {
    path: paths.payFailed,
    handle: { title: 'webCheckout.failedTitle' },
    page: page(() => import('@/pages/money/payFailed.tsx')),
  },
  {
    path: paths.setCertification,
    handle: { title: 'webIdentity.title.certification' },
    page: page(() => import('@/pages/set/certification.tsx')),
  },
  {
    path: paths.setIdPersonal,
    handle: { title: 'webIdentity.title.personal' },
    page: page(() => import('@/pages/set/id-personal1.tsx')),
  },
  {
    path: paths.setViewPersonal,
    handle: { title: 'webIdentity.title.personal' },
    page: page(() => import('@/pages/set/view-personal.tsx')),
  },
  {
    path: paths.setIdForeigner,
    handle: { title: 'webIdentity.title.foreigner' },
    page: page(() => import('@/pages/set/id-foreigner1.tsx')),
  },
  {
    path: paths.setViewForeigner,
    handle: { title: 'webIdentity.title.foreigner' },
    page: page(() => import('@/pages/set/view-foreigner.tsx')),
  },
  {
    path: paths.setIdCompany,
    handle: { title: 'webIdentity.title.company' },
    page: page(() => import('@/pages/set/id-company1.tsx')),
  },
  {
    path: paths.setViewCompany,
    handle: { title: 'webIdentity.title.company' },
    page: page(() => import('@/pages/set/view-company.tsx')),
  },
  {
    path: paths.setBankCard,
    handle: { title: 'webIdentity.title.bankCards' },
    page: page(() => import('@/pages/set/bank-card.tsx')),
  },
  {
    path: paths.setAddingBank,
    handle: { title: 'webIdentity.title.addBank' },
    page: page(() => import('@/pages/set/adding-bank.tsx')),
  },
  {
    path: paths.setBankDetail,
    handle: { title: 'webIdentity.title.bankDetail' },
    page: page(() => import('@/pages/set/bank-detail.tsx')),
  },
  {
    path: paths.policy,
    handle: { title: 'webAccount.title.policy' },
    page: page(() => import('@/pages/policy/policy.tsx')),
  },
  {
    path: paths.walletHistory,
    handle: { title: 'webWallet.title.history' },
    page: page(() => import('@/pages/pacer-new/history.tsx')),
  },
  {
    path: paths.voucherHistory,
    handle: { title: 'webWallet.title.voucherHistory' },
    page: page(() => import('@/pages/pacer-new/voucher-history.tsx')),
  },
  {
    path: paths.levelDetail,
    handle: { title: 'webLevels.title.levelDetail' },
    page: page(() => import('@/pages/pacer-new/level-detail.tsx')),
  },
  {
    path: paths.vipCenter,
    handle: { title: 'webLevels.title.vipCenter' },
    page: page(() => import('@/pages/pacer-new/vip-center.tsx')),
  },
  {
    path: paths.buyVip,
    handle: { title: 'webLevels.title.buyVip' },
    page: page(() => import('@/pages/pac/buyVip.tsx')),
  },
  {
    path: paths.vipWelfare,
    handle: { title: 'webLevels.title.vipWelfare' },
    page: page(() => import('@/pages/pac/vipWelfare.tsx')),
  },
  {
    path: paths.team,
    handle: { title: 'webTeam.title' },
    page: page(() => import('@/pages/pacer/team.tsx')),
  },
  {
    path: paths.teamChart,
    handle: { title: 'webTeam.chartTitle' },
    page: page(() => import('@/pages/pacer/team-webview.tsx')),
  },
  {
    path: paths.pointsHistory,
    handle: { title: 'webWallet.title.pointsHistory' },
    page: page(() => import('@/pages/integral/integral-history.tsx')),
  },
  {
    path: paths.discountCardHistory,
    handle: { title: 'webWallet.title.discountCardHistory' },
    page: page(() => import('@/pages/discount-card/history.tsx')),
  },
  {
    path: paths.discountCardPurchase,
    handle: { title: 'webWallet.title.dcPurchase' },
    page: page(() => import('@/pages/discount-card/purchase.tsx')),
  },
  {
    path: paths.discountCardSearch,
    handle: { title: 'webWallet.title.dcSearch' },
    page: page(() => import('@/pages/discount-card/search.tsx')),
  },
  {
    path: paths.product,
    handle: { title: 'webShop.product.title' },
    page: page(() => import('@/pages/product/product.tsx')),
  },
  {
    path: paths.productReviews,
    handle: { title: 'webShop.review.title' },
    page: page(() => import('@/pages/product/evaluate.tsx')),
  },
  {
    path: paths.favorites,
    handle: { title: 'webShop.favorite.title' },
    page: page(() => import('@/pages/user/collection.tsx')),
  },
  {
    path: paths.coupons,
    handle: { title: 'webCoupon.title' },
    page: page(() => import('@/pages/user/coupon.tsx')),
  },
  {
    path: paths.myReviews,
    handle: { title: 'webReview.title.mine' },
    page: page(() => import('@/pages/user/my-evaluation.tsx')),
  },
  {
    path: paths.orders,
    handle: { title: 'webOrders.title.list' },
    page: page(() => import('@/pages/order/order.tsx')),
  },
  {
    path: paths.orderDetail,
    handle: { title: 'webOrders.title.detail' },
    page: page(() => import('@/pages/order/order-detail.tsx')),
  },
  {
    path: paths.cancelSuccess,
    handle: { title: 'webOrders.title.cancelSuccess' },
    page: page(() => import('@/pages/order/cancelSuccess.tsx')),
  },
  {
    path: paths.logistics,
    handle: { title: 'webOrders.title.logistics' },
    page: page(() => import('@/pages/order/logistics.tsx')),
  },
  {
    path: paths.deliveryStatus,
    handle: { title: 'webOrders.title.deliveryStatus' },
    page: page(() => import('@/pages/order/delivery-status.tsx')),
  },
  {
    path: paths.returnGoods,
    handle: { title: 'webAccount.orders.afterSale' },
    page: afterSalePage('ReturnGoodsPage'),
  },
  {
    path: paths.afterSales,
    handle: { title: 'webAccount.orders.afterSale' },
    page: afterSalePage('AfterSalePage'),
  },
  {
    path: paths.refundDetail,
    handle: { title: 'webAccount.orders.afterSale' },
    page: afterSalePage('RefundDetailPage'),
  },
  {
    path: paths.returnProduct,
    handle: { title: 'webAccount.orders.afterSale' },
    page: afterSalePage('ReturnProductPage'),
  },
  {
    path: paths.orderEvaluate,
    handle: { title: 'webReview.title.evaluate' },
    page: page(() => import('@/pages/order/evaluate.tsx')),
  },
  {
    path: paths.category,
    handle: { title: 'webBrowse.title.category' },
    page: page(() => import('@/pages/category/category-new.tsx')),
  },
  {
    path: paths.categoryList,
    handle: { title: 'webBrowse.title.categoryList' },
    page: page(() => import('@/pages/category/category-list.tsx')),
  },
  {
    path: paths.brandList,
    handle: { title: 'webBrowse.title.brandList' },
    page: page(() => import('@/pages/index/brand-list.tsx')),
  },
  {
    path: paths.brandDetail,
    handle: { title: 'webBrowse.title.brandDetail' },
    page: page(() => import('@/pages/index/brand-detail.tsx')),
  },
  {
    path: paths.productBrandDetail,
    handle: { title: 'webBrowse.title.brandDetail' },
    page: page(() => import('@/pages/index/brand-detail.tsx')),
  },
  {
    path: paths.search,
    handle: { title: 'webBrowse.title.search' },
    page: page(() => import('@/pages/search/search.tsx')),
  },
  {
    path: paths.searchList,
    handle: { title: 'webBrowse.title.searchList' },
    page: page(() => import('@/pages/search/searchList.tsx')),
  },
  {
    path: paths.searchFilters,
    handle: { title: 'webBrowse.title.filters' },
    page: page(() => import('@/pages/search/filters.tsx')),
  },
  {
    path: paths.brandSearch,
    handle: { title: 'webBrowse.title.brandSearch' },
    page: page(() => import('@/pages/search/productBrand.tsx')),
  },
  { path: paths.lot, handle: { title: 'webBrowse.title.lot' }, page: page(() => import('@/pages/index/lot.tsx')) },
  {
    path: paths.vipSets,
    handle: { title: 'webBrowse.title.vipSets' },
    page: page(() => import('@/pages/index/eightVip.tsx')),
  },
  {
    path: paths.pvProducts,
    handle: { title: 'webBrowse.title.pvProducts' },
    page: page(() => import('@/pages/index/privateIndex.tsx')),
  },
  {
    path: paths.pointsZone,
    handle: { title: 'webBrowse.title.pointsZone' },
    page: page(() => import('@/pages/index/points-zone.tsx')),
  },
  {
    path: paths.recommend,
    handle: { title: 'webBrowse.title.recommend' },
    page: page(() => import('@/pages/index/recommend.tsx')),
  },
  {
    path: paths.seckill,
    handle: { title: 'webBrowse.title.seckill' },
    page: page(() => import('@/pages/seckill/index.tsx')),
  },
  {
    path: paths.subsidy,
    handle: { title: 'webBrowse.title.subsidy' },
    page: page(() => import('@/pages/subsidy/index.tsx')),
  },
  {
    path: paths.subsidyZero,
    handle: { title: 'webCampaign.title.zero' },
    page: page(() => import('@/pages/subsidy/zero.tsx')),
  },
  {
    path: paths.rocketDeal,
    handle: { title: 'webBrowse.title.rocketDeal' },
    page: page(() => import('@/pages/product/rocket-deal.tsx')),
  },
  ...membershipRoutes,
];

/** Any address the shop does not know. */
export const notFoundRoute: PageRoute = {
  path: '*',
  handle: { title: 'web.notFound.title' },
  page: page(() => import('@/pages/not-found.tsx')),
};
