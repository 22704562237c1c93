// The pages of the Catalogue group in the side menu.
import { adminCatalog } from '@mall/contracts';
import type { NavPage } from './navigation.tsx';

export const catalogNavItems: NavPage[] = [
  {
    path: '/catalog/products',
    label: 'adminCatalog.nav.products',
    call: adminCatalog.productPage,
    testId: 'nav-catalog-products',
  },
  {
    path: '/catalog/categories',
    label: 'adminCatalog.nav.categories',
    call: adminCatalog.category.list,
    testId: 'nav-catalog-categories',
  },
  {
    path: '/catalog/brands',
    label: 'adminCatalog.nav.brands',
    call: adminCatalog.brand.list,
    testId: 'nav-catalog-brands',
  },
  {
    path: '/catalog/banners',
    label: 'adminCatalog.nav.banners',
    call: adminCatalog.banner.list,
    testId: 'nav-catalog-banners',
  },
  {
    path: '/catalog/home-modules',
    label: 'adminCatalog.nav.homeModules',
    call: adminCatalog.homeModule.list,
    testId: 'nav-catalog-home-modules',
  },
  {
    path: '/catalog/image-links',
    label: 'adminCatalog.nav.imageLinks',
    call: adminCatalog.imageLink.list,
    testId: 'nav-catalog-image-links',
  },
  {
    path: '/catalog/hot-words',
    label: 'adminCatalog.nav.hotWords',
    call: adminCatalog.hotWord.list,
    testId: 'nav-catalog-hot-words',
  },
  {
    path: '/catalog/flash-sales',
    label: 'adminCatalog.nav.flashSales',
    call: adminCatalog.flashSale.list,
    testId: 'nav-catalog-flash-sales',
  },
];
