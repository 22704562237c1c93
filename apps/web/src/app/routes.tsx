// The one route table of the shop. Paths are the client's page paths, so shared links keep working;
// every page is its own lazily loaded chunk. Add new pages here.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { isRegisterMode, paths } from '@/lib/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { PageLoadFailed, RouteError } from './route-error.tsx';
import type { RouteHandle } from './route-handle.ts';

// A page whose chunk cannot be downloaded (offline, or replaced by a new release) becomes a
// "reload" screen inside the app frame, so the navigation bar and tabs stay usable. (A failed lazy
// load would otherwise leave the router rendering nothing below the root.)
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: {
    Component: async (): Promise<ComponentType> => {
      try {
        return (await load()).default;
      } catch {
        return PageLoadFailed;
      }
    },
  },
  ErrorBoundary: RouteError,
});

const handle = (value: RouteHandle) => value;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page(() => import('@/pages/index.tsx')) },
      {
        id: 'shell',
        lazy: { Component: async () => (await import('./shell-layout.tsx')).ShellLayout },
        children: [
          { path: paths.home, handle: handle({ tab: 'home' }), ...page(() => import('@/pages/index/index.tsx')) },
          {
            path: paths.points,
            handle: handle({ tab: 'points', title: 'web.tab.points' }),
            ...page(() => import('@/pages/integral/index.tsx')),
          },
          {
            path: paths.vip,
            handle: handle({ tab: 'vip', title: 'web.tab.vip' }),
            ...page(() => import('@/pages/pacer-new/index.tsx')),
          },
          {
            path: paths.cart,
            handle: handle({ tab: 'cart', title: 'web.tab.cart' }),
            ...page(() => import('@/pages/cart/cart.tsx')),
          },
          {
            path: paths.account,
            handle: handle({ tab: 'me', title: 'web.tab.me' }),
            ...page(() => import('@/pages/user/user.tsx')),
          },
          {
            path: paths.language,
            handle: handle({ title: 'web.language.title' }),
            ...page(() => import('@/pages/user/language.tsx')),
          },
          {
            path: paths.login,
            handle: handle({
              title: (search) => (isRegisterMode(search) ? 'webAccount.register.title' : 'common.login'),
            }),
            ...page(() => import('@/pages/public/login.tsx')),
          },
          {
            path: paths.loginService,
            handle: handle({ title: 'webAccount.title.loginService' }),
            ...page(() => import('@/pages/public/login-service.tsx')),
          },
          {
            path: paths.loginServiceWx,
            handle: handle({ title: 'webAccount.title.loginService' }),
            ...page(() => import('@/pages/public/login-service-wx.tsx')),
          },
          {
            path: paths.myInviteCode,
            handle: handle({ title: 'webAccount.title.myInviteCode' }),
            ...page(() => import('@/pages/public/my-invite-code.tsx')),
          },
          {
            path: paths.userinfo,
            handle: handle({ title: 'webAccount.title.userinfo' }),
            ...page(() => import('@/pages/userinfo/userinfo.tsx')),
          },
          {
            path: paths.userinfoInviteCode,
            handle: handle({ title: 'webAccount.title.inviteCode' }),
            ...page(() => import('@/pages/userinfo/inviteCode.tsx')),
          },
          {
            path: paths.setField,
            handle: handle({ title: 'webAccount.title.field' }),
            ...page(() => import('@/pages/set/field.tsx')),
          },
          {
            path: paths.setVerifyPhone,
            handle: handle({ title: 'webAccount.title.verifyPhone' }),
            ...page(() => import('@/pages/set/verify-phone.tsx')),
          },
          {
            path: paths.setChangePassword,
            handle: handle({ title: 'webAccount.title.changePassword' }),
            ...page(() => import('@/pages/set/change-password.tsx')),
          },
          {
            path: paths.setBindingPhone,
            handle: handle({ title: 'webAccount.title.bindingPhone' }),
            ...page(() => import('@/pages/set/binding-phone.tsx')),
          },
          {
            path: paths.setCellPhone,
            handle: handle({ title: 'webAccount.title.cellPhone' }),
            ...page(() => import('@/pages/set/cell-phone.tsx')),
          },
          {
            path: paths.setUsername,
            handle: handle({ title: 'webAccount.title.username' }),
            ...page(() => import('@/pages/set/username.tsx')),
          },
          {
            path: paths.setDeleteAccount,
            handle: handle({ title: 'webAccount.title.deleteAccount' }),
            ...page(() => import('@/pages/set/deleteAccount.tsx')),
          },
          {
            path: paths.setAboutUs,
            handle: handle({ title: 'web.home.aboutUs' }),
            ...page(() => import('@/pages/set/about-us.tsx')),
          },
          {
            path: paths.setSocialAccounts,
            handle: handle({ title: 'webSocial.title' }),
            ...page(() => import('@/pages/set/social-accounts.tsx')),
          },
          {
            path: paths.policy,
            handle: handle({ title: 'webAccount.title.policy' }),
            ...page(() => import('@/pages/policy/policy.tsx')),
          },
          {
            path: paths.walletHistory,
            handle: handle({ title: 'webWallet.title.history' }),
            ...page(() => import('@/pages/pacer-new/history.tsx')),
          },
          {
            path: paths.voucherHistory,
            handle: handle({ title: 'webWallet.title.voucherHistory' }),
            ...page(() => import('@/pages/pacer-new/voucher-history.tsx')),
          },
          {
            path: paths.pointsHistory,
            handle: handle({ title: 'webWallet.title.pointsHistory' }),
            ...page(() => import('@/pages/integral/integral-history.tsx')),
          },
          {
            path: paths.discountCardHistory,
            handle: handle({ title: 'webWallet.title.discountCardHistory' }),
            ...page(() => import('@/pages/discount-card/history.tsx')),
          },
          {
            path: paths.product,
            handle: handle({ title: 'webShop.product.title' }),
            ...page(() => import('@/pages/product/product.tsx')),
          },
          {
            path: paths.productReviews,
            handle: handle({ title: 'webShop.review.title' }),
            ...page(() => import('@/pages/product/evaluate.tsx')),
          },
          {
            path: paths.address,
            handle: handle({ title: 'webAddress.title.list' }),
            ...page(() => import('@/pages/address/address.tsx')),
          },
          {
            path: paths.addressManage,
            handle: handle({ title: 'webAddress.title.manage' }),
            ...page(() => import('@/pages/address/addressManage.tsx')),
          },
          {
            path: paths.favorites,
            handle: handle({ title: 'webShop.favorite.title' }),
            ...page(() => import('@/pages/user/collection.tsx')),
          },
          {
            path: paths.category,
            handle: handle({ title: 'webBrowse.title.category' }),
            ...page(() => import('@/pages/category/category-new.tsx')),
          },
          {
            path: paths.categoryList,
            handle: handle({ title: 'webBrowse.title.categoryList' }),
            ...page(() => import('@/pages/category/category-list.tsx')),
          },
          {
            path: paths.brandList,
            handle: handle({ title: 'webBrowse.title.brandList' }),
            ...page(() => import('@/pages/index/brand-list.tsx')),
          },
          {
            path: paths.brandDetail,
            handle: handle({ title: 'webBrowse.title.brandDetail' }),
            ...page(() => import('@/pages/index/brand-detail.tsx')),
          },
          {
            path: paths.productBrandDetail,
            handle: handle({ title: 'webBrowse.title.brandDetail' }),
            ...page(() => import('@/pages/index/brand-detail.tsx')),
          },
          {
            path: paths.search,
            handle: handle({ title: 'webBrowse.title.search' }),
            ...page(() => import('@/pages/search/search.tsx')),
          },
          {
            path: paths.searchList,
            handle: handle({ title: 'webBrowse.title.searchList' }),
            ...page(() => import('@/pages/search/searchList.tsx')),
          },
          {
            path: paths.searchFilters,
            handle: handle({ title: 'webBrowse.title.filters' }),
            ...page(() => import('@/pages/search/filters.tsx')),
          },
          {
            path: paths.brandSearch,
            handle: handle({ title: 'webBrowse.title.brandSearch' }),
            ...page(() => import('@/pages/search/productBrand.tsx')),
          },
          {
            path: paths.lot,
            handle: handle({ title: 'webBrowse.title.lot' }),
            ...page(() => import('@/pages/index/lot.tsx')),
          },
          {
            path: paths.vipSets,
            handle: handle({ title: 'webBrowse.title.vipSets' }),
            ...page(() => import('@/pages/index/eightVip.tsx')),
          },
          {
            path: paths.pvProducts,
            handle: handle({ title: 'webBrowse.title.pvProducts' }),
            ...page(() => import('@/pages/index/privateIndex.tsx')),
          },
          {
            path: paths.pointsZone,
            handle: handle({ title: 'webBrowse.title.pointsZone' }),
            ...page(() => import('@/pages/index/points-zone.tsx')),
          },
          {
            path: paths.recommend,
            handle: handle({ title: 'webBrowse.title.recommend' }),
            ...page(() => import('@/pages/index/recommend.tsx')),
          },
          {
            path: paths.seckill,
            handle: handle({ title: 'webBrowse.title.seckill' }),
            ...page(() => import('@/pages/seckill/index.tsx')),
          },
          {
            path: paths.subsidy,
            handle: handle({ title: 'webBrowse.title.subsidy' }),
            ...page(() => import('@/pages/subsidy/index.tsx')),
          },
          {
            path: paths.rocketDeal,
            handle: handle({ title: 'webBrowse.title.rocketDeal' }),
            ...page(() => import('@/pages/product/rocket-deal.tsx')),
          },
          {
            path: '*',
            handle: handle({ title: 'web.notFound.title' }),
            ...page(() => import('@/pages/not-found.tsx')),
          },
        ],
      },
    ],
  },
];
