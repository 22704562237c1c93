import { Badge, Form, Select, Switch } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { LocalizedText, ResultOf, adminCatalog } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import type { BrandRow } from '../category-options.ts';
import { cleanText, textIn } from '../localized.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import { ImageUrlInput } from '../components/image-url-input.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import { imageColumn, SortField, sortColumn, textColumn, VisibleField, visibleColumn } from './area-fields.tsx';

type BrandCategoryRow = ResultOf<typeof adminCatalog.brandCategory.list>[number];

interface BrandCategoryForm {
  name: Partial<LocalizedText>;
  sort: number | null;
}

function BrandCategoryFields() {
  const t = useT();
  return (
    <>
      <Form.Item label={t('adminCatalog.field.name')} required>
        <LocalizedTextInput name={['name']} isRequired maxLength={100} testId="brand-category-name" />
      </Form.Item>
      <SortField />
    </>
  );
}

export const brandCategoriesArea: AreaDefinition<typeof calls.adminCatalog.brandCategory, BrandCategoryForm> = {
  key: 'brandCategories',
  testId: 'brand-category',
  calls: calls.adminCatalog.brandCategory,
  noun: 'adminCatalog.noun.brandCategory',
  columns: (context) => [
    { title: 'ID', dataIndex: 'id', key: 'id', width: 72 },
    textColumn<BrandCategoryRow>(context.t('adminCatalog.field.name'), (row) => row.name, context),
    sortColumn(context),
  ],
  Fields: BrandCategoryFields,
  toForm: (row) => ({ name: row?.name ?? { zh_CN: '' }, sort: row?.sort ?? 0 }),
  toInput: (values, id) => ({ ...(id ? { id } : {}), name: cleanText(values.name), sort: values.sort ?? 0 }),
  rowName: (row, locale) => textIn(row.name, locale),
};

interface BrandForm {
  brandCategoryId: number | null;
  name: Partial<LocalizedText>;
  description: Partial<LocalizedText>;
  logo: string | null;
  banner: string | null;
  isRecommended: boolean;
  isVisible: boolean;
  sort: number | null;
}

function BrandFields() {
  const t = useT();
  const locale = useLocale();
  const brandCategories = useAreaList('brandCategories', calls.adminCatalog.brandCategory);
  return (
    <>
      <Form.Item name="brandCategoryId" label={t('adminCatalog.brand.category')}>
        <Select
          allowClear
          loading={brandCategories.isPending}
          placeholder={t('adminCatalog.brand.noCategory')}
          options={(brandCategories.data ?? []).map((row) => ({ value: row.id, label: textIn(row.name, locale) }))}
        />
      </Form.Item>
      <Form.Item label={t('adminCatalog.field.name')} required>
        <LocalizedTextInput name={['name']} isRequired maxLength={100} testId="brand-name" />
      </Form.Item>
      <Form.Item label={t('adminCatalog.brand.description')}>
        <LocalizedTextInput name={['description']} isMultiline maxLength={20000} />
      </Form.Item>
      <Form.Item name="logo" label={t('adminCatalog.brand.logo')}>
        <ImageUrlInput size="s200" />
      </Form.Item>
      <Form.Item name="banner" label={t('adminCatalog.brand.banner')}>
        <ImageUrlInput />
      </Form.Item>
      <Form.Item name="isRecommended" label={t('adminCatalog.brand.isRecommended')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <SortField />
      <VisibleField />
    </>
  );
}

export const brandsArea: AreaDefinition<typeof calls.adminCatalog.brand, BrandForm> = {
  key: 'brands',
  testId: 'brand',
  calls: calls.adminCatalog.brand,
  noun: 'adminCatalog.noun.brand',
  columns: (context) => [
    imageColumn<BrandRow>(context.t('adminCatalog.brand.logo'), (row) => row.logo),
    textColumn<BrandRow>(context.t('adminCatalog.field.name'), (row) => row.name, context),
    {
      title: context.t('adminCatalog.brand.isRecommended'),
      key: 'isRecommended',
      render: (_: unknown, row: BrandRow) =>
        row.isRecommended ? <Badge status="processing" text={context.t('adminCatalog.yes')} /> : '—',
    },
    { title: context.t('adminCatalog.category.productCount'), dataIndex: 'productCount', key: 'productCount' },
    sortColumn(context),
    visibleColumn<BrandRow>(context),
  ],
  Fields: BrandFields,
  toForm: (row) => ({
    brandCategoryId: row?.brandCategoryId ?? null,
    name: row?.name ?? { zh_CN: '' },
    description: row?.description ?? { zh_CN: '' },
    logo: row?.logo ?? null,
    banner: row?.banner ?? null,
    isRecommended: row?.isRecommended ?? false,
    isVisible: row?.isVisible ?? true,
    sort: row?.sort ?? 0,
  }),
  toInput: (values, id) => ({
    ...(id ? { id } : {}),
    brandCategoryId: values.brandCategoryId ?? null,
    name: cleanText(values.name),
    description: cleanText(values.description),
    logo: values.logo || null,
    banner: values.banner || null,
    isRecommended: values.isRecommended,
    isVisible: values.isVisible,
    sort: values.sort ?? 0,
  }),
  rowName: (row, locale) => textIn(row.name, locale),
  drawerWidth: 640,
};
