import { Form, Input } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { contentPositions, LocalizedText, ResultOf, adminCatalog } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { cleanText, textIn } from '../localized.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import {
  imageColumn,
  PositionField,
  positionColumn,
  RequiredImageField,
  SortField,
  sortColumn,
  textColumn,
  TitleField,
  VisibleField,
  visibleColumn,
} from './area-fields.tsx';

type BannerRow = ResultOf<typeof adminCatalog.banner.list>[number];
interface BannerForm {
  position: (typeof contentPositions)[number];
  title: Partial<LocalizedText>;
  image: string | null;
  linkUrl: string | null;
  content: Partial<LocalizedText>;
  sort: number | null;
  isVisible: boolean;
}

function BannerFields() {
  const t = useT();
  return (
    <>
      <PositionField />
      <TitleField testId="banner-title" />
      <RequiredImageField testId="banner-image" />
      <Form.Item name="linkUrl" label={t('adminCatalog.field.linkUrl')} extra={t('adminCatalog.banner.linkHint')}>
        <Input maxLength={500} allowClear />
      </Form.Item>
      <Form.Item label={t('adminCatalog.banner.content')} extra={t('adminCatalog.banner.contentHint')}>
        <LocalizedTextInput name={['content']} isMultiline maxLength={20000} />
      </Form.Item>
      <SortField />
      <VisibleField />
    </>
  );
}

export const bannersArea: AreaDefinition<typeof calls.adminCatalog.banner, BannerForm> = {
  key: 'banners',
  testId: 'banner',
  calls: calls.adminCatalog.banner,
  noun: 'adminCatalog.noun.banner',
  columns: (context) => [
    imageColumn<BannerRow>(context.t('adminCatalog.field.image'), (row) => row.image),
    textColumn<BannerRow>(context.t('adminCatalog.field.title'), (row) => row.title, context),
    positionColumn<BannerRow>(context),
    {
      title: context.t('adminCatalog.field.linkUrl'),
      dataIndex: 'linkUrl',
      key: 'linkUrl',
      render: (url: string | null) => url || '—',
    },
    sortColumn(context),
    visibleColumn<BannerRow>(context),
  ],
  Fields: BannerFields,
  toForm: (row) => ({
    position: row?.position ?? 'home',
    title: row?.title ?? { zh_CN: '' },
    image: row?.image ?? null,
    linkUrl: row?.linkUrl ?? null,
    content: row?.content ?? { zh_CN: '' },
    sort: row?.sort ?? 0,
    isVisible: row?.isVisible ?? true,
  }),
  toInput: (values, id) => {
    const content = cleanText(values.content);
    return {
      ...(id ? { id } : {}),
      position: values.position,
      title: cleanText(values.title),
      image: values.image ?? '',
      linkUrl: values.linkUrl?.trim() || null,
      // A banner without any text opens no page of its own.
      content: Object.values(content).some((text) => text !== '') ? content : null,
      sort: values.sort ?? 0,
      isVisible: values.isVisible,
    };
  },
  rowName: (row, locale) => textIn(row.title, locale),
  drawerWidth: 640,
};
