// Fields and columns that most content areas share: order, visibility, pictures, texts.
import { Avatar, Badge, Form, InputNumber, Select, Switch } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { contentPositions, type ImageSetView, type LocalizedText } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { positionLabels } from '../catalog-labels.ts';
import { textIn } from '../localized.ts';
import type { AreaContext } from '../components/area-page.tsx';
import { ImageUrlInput } from '../components/image-url-input.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';

export function SortField() {
  const t = useT();
  return (
    <Form.Item name="sort" label={t('adminCatalog.field.sort')} extra={t('adminCatalog.field.sortHint')}>
      <InputNumber min={-1_000_000} max={1_000_000} precision={0} style={{ width: 160 }} />
    </Form.Item>
  );
}

export function VisibleField() {
  const t = useT();
  return (
    <Form.Item name="isVisible" label={t('adminCatalog.field.isVisible')} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

export function PositionField() {
  const t = useT();
  return (
    <Form.Item
      name="position"
      label={t('adminCatalog.field.position')}
      rules={[{ required: true, message: t('admin.form.required') }]}
    >
      <Select options={contentPositions.map((position) => ({ value: position, label: t(positionLabels[position]) }))} />
    </Form.Item>
  );
}

/** The required title of a placed item (banner, picture link, home module), in each language. */
export function TitleField({ testId }: { testId: string }) {
  const t = useT();
  return (
    <Form.Item label={t('adminCatalog.field.title')} required>
      <LocalizedTextInput name={['title']} isRequired maxLength={200} testId={testId} />
    </Form.Item>
  );
}

/** A required picture, typed or uploaded; `size` is the uploaded size kept. */
export function RequiredImageField({ size, testId }: { size?: keyof ImageSetView; testId?: string }) {
  const t = useT();
  return (
    <Form.Item
      name="image"
      label={t('adminCatalog.field.image')}
      rules={[{ required: true, message: t('admin.form.required') }]}
    >
      <ImageUrlInput size={size} testId={testId} />
    </Form.Item>
  );
}

export const textColumn = <R,>(title: string, pick: (row: R) => LocalizedText | null, { locale }: AreaContext) => ({
  title,
  key: title,
  render: (_: unknown, row: R) => textIn(pick(row), locale) || '—',
});

export const imageColumn = <R,>(title: string, pick: (row: R) => string | null) => ({
  title,
  key: title,
  width: 80,
  render: (_: unknown, row: R) => {
    const src = pick(row);
    return <Avatar shape="square" size={48} src={src ?? undefined} icon={src ? undefined : <PictureOutlined />} />;
  },
});

export const visibleColumn = <R extends { isVisible: boolean }>({ t }: AreaContext) => ({
  title: t('adminCatalog.field.isVisible'),
  key: 'isVisible',
  render: (_: unknown, row: R) =>
    row.isVisible ? (
      <Badge status="success" text={t('adminCatalog.visible')} />
    ) : (
      <Badge status="default" text={t('adminCatalog.hidden')} />
    ),
});

export const sortColumn = ({ t }: AreaContext) => ({
  title: t('adminCatalog.field.sort'),
  dataIndex: 'sort',
  key: 'sort',
});

export const positionColumn = <R extends { position: (typeof contentPositions)[number] }>({ t }: AreaContext) => ({
  title: t('adminCatalog.field.position'),
  key: 'position',
  render: (_: unknown, row: R) => t(positionLabels[row.position]),
});
