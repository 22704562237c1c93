import { Form, Input } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { contentPositions, LocalizedText, ResultOf, adminCatalog } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { cleanText, textIn } from '../localized.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import * as area from './area-fields.tsx';

type ImageLinkRow = ResultOf<typeof adminCatalog.imageLink.list>[number];
interface ImageLinkForm {
  position: (typeof contentPositions)[number];
  title: Partial<LocalizedText>;
  image: string | null;
  linkUrl: string;
  sort: number | null;
  isVisible: boolean;
}

function ImageLinkFields() {
  const t = useT();
  return (
    <>
      <area.PositionField />
      <area.TitleField testId="image-link-title" />
      <area.RequiredImageField size="s200" />
      <Form.Item
        name="linkUrl"
        label={t('adminCatalog.field.linkUrl')}
        rules={[{ required: true, whitespace: true, message: t('admin.form.required') }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <area.SortField />
      <area.VisibleField />
    </>
  );
}

export const imageLinksArea: AreaDefinition<typeof calls.adminCatalog.imageLink, ImageLinkForm> = {
  key: 'imageLinks',
  testId: 'image-link',
  calls: calls.adminCatalog.imageLink,
  noun: 'adminCatalog.noun.imageLink',
  columns: (context) => [
    area.imageColumn<ImageLinkRow>(context.t('adminCatalog.field.image'), (row) => row.image),
    area.textColumn<ImageLinkRow>(context.t('adminCatalog.field.title'), (row) => row.title, context),
    area.positionColumn<ImageLinkRow>(context),
    { title: context.t('adminCatalog.field.linkUrl'), dataIndex: 'linkUrl', key: 'linkUrl' },
    area.sortColumn(context),
    area.visibleColumn<ImageLinkRow>(context),
  ],
  Fields: ImageLinkFields,
  toForm: (row) => ({
    position: row?.position ?? 'home',
    title: row?.title ?? { zh_CN: '' },
    image: row?.image ?? null,
    linkUrl: row?.linkUrl ?? '',
    sort: row?.sort ?? 0,
    isVisible: row?.isVisible ?? true,
  }),
  toInput: (values, id) => ({
    ...(id ? { id } : {}),
    position: values.position,
    title: cleanText(values.title),
    image: values.image ?? '',
    linkUrl: values.linkUrl.trim(),
    sort: values.sort ?? 0,
    isVisible: values.isVisible,
  }),
  rowName: (row, locale) => textIn(row.title, locale),
};
