// The catalogue's content areas, one page each, all built on the same table-and-drawer pattern.
import type { ReactNode } from 'react';
import { Space, Tabs } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { Endpoint } from '@mall/contracts/browser';
import type { MessageId } from '@mall/i18n';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { bannersArea } from '../../features/catalog/areas/banners.tsx';
import { couponTemplatesArea } from '../../features/catalog/areas/coupon-templates.tsx';
import { brandCategoriesArea, brandsArea } from '../../features/catalog/areas/brands.tsx';
import { categoriesArea } from '../../features/catalog/areas/categories.tsx';
import { flashSalesArea } from '../../features/catalog/areas/flash-sales.tsx';
import { homeModulesArea } from '../../features/catalog/areas/home-modules.tsx';
import { hotWordsArea } from '../../features/catalog/areas/hot-words.tsx';
import { imageLinksArea } from '../../features/catalog/areas/image-links.tsx';
import { noticesArea } from '../../features/catalog/areas/notices.tsx';
import { AreaPage } from '../../features/catalog/components/area-page.tsx';
import { CouponGrantsButton } from '../../features/catalog/components/coupon-grants.tsx';
import { IssueCouponButton } from '../../features/catalog/components/issue-coupon.tsx';
import { useT } from '../../lib/i18n.ts';
import { Component as NotFound } from './not-found.tsx';

function BrandsPage() {
  const t = useT();
  return (
    <Tabs
      items={[
        { key: 'brands', label: t('adminCatalog.nav.brands'), children: <AreaPage area={brandsArea} /> },
        {
          key: 'brandCategories',
          label: <span data-testid="brand-categories-tab">{t('adminCatalog.brand.categoriesTab')}</span>,
          children: <AreaPage area={brandCategoriesArea} />,
        },
      ]}
    />
  );
}

const pages: Record<string, { title: MessageId; call: Pick<Endpoint, 'roles'>; render: () => ReactNode }> = {
  categories: {
    title: 'adminCatalog.nav.categories',
    call: calls.adminCatalog.category.list,
    render: () => <AreaPage area={categoriesArea} />,
  },
  brands: { title: 'adminCatalog.nav.brands', call: calls.adminCatalog.brand.list, render: () => <BrandsPage /> },
  banners: {
    title: 'adminCatalog.nav.banners',
    call: calls.adminCatalog.banner.list,
    render: () => <AreaPage area={bannersArea} />,
  },
  'home-modules': {
    title: 'adminCatalog.nav.homeModules',
    call: calls.adminCatalog.homeModule.list,
    render: () => <AreaPage area={homeModulesArea} />,
  },
  'image-links': {
    title: 'adminCatalog.nav.imageLinks',
    call: calls.adminCatalog.imageLink.list,
    render: () => <AreaPage area={imageLinksArea} />,
  },
  'hot-words': {
    title: 'adminCatalog.nav.hotWords',
    call: calls.adminCatalog.hotWord.list,
    render: () => <AreaPage area={hotWordsArea} />,
  },
  coupons: {
    title: 'adminCoupon.nav',
    call: calls.adminCoupon.template.list,
    render: () => (
      <>
        <Space>
          <IssueCouponButton />
          <CouponGrantsButton />
        </Space>
        <AreaPage area={couponTemplatesArea} />
      </>
    ),
  },
  'flash-sales': {
    title: 'adminCatalog.nav.flashSales',
    call: calls.adminCatalog.flashSale.list,
    render: () => <AreaPage area={flashSalesArea} />,
  },
  notices: {
    title: 'adminNotice.nav',
    call: calls.adminNotice.notice.list,
    render: () => <AreaPage area={noticesArea} />,
  },
};

function ContentPage({ title, children }: { title: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t(title)} />
      {children}
    </>
  );
}

export function Component() {
  const { area = '' } = useParams();
  const page = Object.hasOwn(pages, area) ? pages[area] : undefined;
  if (!page) return <NotFound />;
  return (
    <RequireAccess call={page.call}>
      {/* Keyed by area: moving between areas starts each page fresh. */}
      <ContentPage key={area} title={page.title}>
        {page.render()}
      </ContentPage>
    </RequireAccess>
  );
}
