// The pages of the Catalogue group in the side menu.
import { calls } from '@mall/contracts/browser';
import type { NavPage } from './navigation.tsx';

export const catalogNavItems: NavPage[] = [
  {
    path: '/catalog/products',
    label: 'adminCatalog.nav.products',
    call: calls.adminCatalog.productPage,
    testId: 'nav-catalog-products',
  },
  {
    path: '/catalog/categories',
    label: 'adminCatalog.nav.categories',
    call: calls.adminCatalog.category.list,
    testId: 'nav-catalog-categories',
  },
  {
    path: '/catalog/brands',
    label: 'adminCatalog.nav.brands',
    call: calls.adminCatalog.brand.list,
    testId: 'nav-catalog-brands',
  },
  {
    path: '/catalog/banners',
    label: 'adminCatalog.nav.banners',
    call: calls.adminCatalog.banner.list,
    testId: 'nav-catalog-banners',
  },
  {
    path: '/catalog/home-modules',
    label: 'adminCatalog.nav.homeModules',
    call: calls.adminCatalog.homeModule.list,
    testId: 'nav-catalog-home-modules',
  },
  {
    path: '/catalog/image-links',
    label: 'adminCatalog.nav.imageLinks',
    call: calls.adminCatalog.imageLink.list,
    testId: 'nav-catalog-image-links',
  },
  {
    path: '/catalog/hot-words',
    label: 'adminCatalog.nav.hotWords',
    call: calls.adminCatalog.hotWord.list,
    testId: 'nav-catalog-hot-words',
  },
  {
    path: '/catalog/flash-sales',
    label: 'adminCatalog.nav.flashSales',
    call: calls.adminCatalog.flashSale.list,
    testId: 'nav-catalog-flash-sales',
  },
  {
    path: '/catalog/coupons',
    label: 'adminCoupon.nav',
    call: calls.adminCoupon.template.list,
    testId: 'nav-catalog-coupons',
  },
  {
    path: '/catalog/notices',
    label: 'adminNotice.nav',
    call: calls.adminNotice.notice.list,
    testId: 'nav-catalog-notices',
  },
];
