import { Form, Input, Select, Tag } from 'antd';
import { calls } from '@mall/contracts/browser';
import { homeModuleKinds, type LocalizedText, type ResultOf, type adminCatalog } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { homeModuleKindLabels } from '../catalog-labels.ts';
import { cleanText, textIn } from '../localized.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import { ImageUrlInput } from '../components/image-url-input.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import { ProductPicker } from '../components/product-picker.tsx';
import * as area from './area-fields.tsx';

type HomeModuleRow = ResultOf<typeof adminCatalog.homeModule.list>[number];
interface HomeModuleForm {
  kind: (typeof homeModuleKinds)[number];
  title: Partial<LocalizedText>;
  subtitle: Partial<LocalizedText>;
  image: string | null;
  linkUrl: string | null;
  productIds: number[];
  sort: number | null;
  isVisible: boolean;
}

const MAX_PRODUCTS = 50;

function HomeModuleFields() {
  const t = useT();
  return (
    <>
      <Form.Item
        name="kind"
        label={t('adminCatalog.homeModule.kind')}
        rules={[{ required: true, message: t('admin.form.required') }]}
      >
        <Select
          options={homeModuleKinds.map((kind) => ({ value: kind, label: t(homeModuleKindLabels[kind]) }))}
          data-testid="home-module-kind"
        />
      </Form.Item>
      <area.TitleField testId="home-module-title" />
      <Form.Item label={t('adminCatalog.homeModule.subtitle')}>
        <LocalizedTextInput name={['subtitle']} maxLength={500} />
      </Form.Item>
      <Form.Item name="image" label={t('adminCatalog.field.image')}>
        <ImageUrlInput />
      </Form.Item>
      <Form.Item name="linkUrl" label={t('adminCatalog.field.linkUrl')}>
        <Input maxLength={500} allowClear />
      </Form.Item>
      <Form.Item
        name="productIds"
        label={t('adminCatalog.homeModule.products')}
        extra={t('adminCatalog.homeModule.productsHint', { max: MAX_PRODUCTS })}
        rules={[
          {
            type: 'array',
            max: MAX_PRODUCTS,
            message: t('adminCatalog.homeModule.productsHint', { max: MAX_PRODUCTS }),
          },
        ]}
      >
        <ProductPicker isMultiple />
      </Form.Item>
      <area.SortField />
      <area.VisibleField />
    </>
  );
}

export const homeModulesArea: AreaDefinition<typeof calls.adminCatalog.homeModule, HomeModuleForm> = {
  key: 'homeModules',
  testId: 'home-module',
  calls: calls.adminCatalog.homeModule,
  noun: 'adminCatalog.noun.homeModule',
  columns: (context) => [
    area.imageColumn<HomeModuleRow>(context.t('adminCatalog.field.image'), (row) => row.image),
    area.textColumn<HomeModuleRow>(context.t('adminCatalog.field.title'), (row) => row.title, context),
    {
      title: context.t('adminCatalog.homeModule.kind'),
      key: 'kind',
      render: (_: unknown, row: HomeModuleRow) => <Tag>{context.t(homeModuleKindLabels[row.kind])}</Tag>,
    },
    {
      title: context.t('adminCatalog.homeModule.products'),
      key: 'productIds',
      render: (_: unknown, row: HomeModuleRow) => row.productIds.length,
    },
    area.sortColumn(context),
    area.visibleColumn<HomeModuleRow>(context),
  ],
  Fields: HomeModuleFields,
  toForm: (row) => ({
    kind: row?.kind ?? 'products',
    title: row?.title ?? { zh_CN: '' },
    subtitle: row?.subtitle ?? { zh_CN: '' },
    image: row?.image ?? null,
    linkUrl: row?.linkUrl ?? null,
    productIds: row?.productIds ?? [],
    sort: row?.sort ?? 0,
    isVisible: row?.isVisible ?? true,
  }),
  toInput: (values, id) => {
    const subtitle = cleanText(values.subtitle);
    return {
      ...(id ? { id } : {}),
      kind: values.kind,
      title: cleanText(values.title),
      subtitle: subtitle.zh_CN || Object.keys(subtitle).length > 1 ? subtitle : null,
      image: values.image || null,
      linkUrl: values.linkUrl?.trim() || null,
      productIds: values.productIds ?? [],
      sort: values.sort ?? 0,
      isVisible: values.isVisible,
    };
  },
  rowName: (row, locale) => textIn(row.title, locale),
  drawerWidth: 640,
};
