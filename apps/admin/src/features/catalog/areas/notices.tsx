// Operator notices: four-language title and text, the audience (every member or a level and
// above), an optional time to publish at, and whether it also shows at the top of the home page.
import { Form, Input, Radio, Select, Switch, Tag } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { LocalizedText, NoticeAudience, ResultOf, adminNotice } from '@mall/contracts';
import { DateTime } from '../../../components/date-time.tsx';
import { useT } from '../../../lib/i18n.ts';
import { cleanText, textIn } from '../localized.ts';
import { fromLocalInput, toLocalInput } from '../local-time.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import { textColumn } from './area-fields.tsx';

type NoticeRow = ResultOf<typeof adminNotice.notice.list>[number];
interface NoticeForm {
  title: Partial<LocalizedText>;
  content: Partial<LocalizedText>;
  audience: NoticeAudience;
  level: number | null;
  publishAt: string;
  isHomepageTop: boolean;
}

function NoticeFields() {
  const t = useT();
  const audience = Form.useWatch<NoticeAudience>('audience');
  return (
    <>
      <Form.Item label={t('adminNotice.field.title')} required>
        <LocalizedTextInput name={['title']} isRequired maxLength={100} testId="notice-title" />
      </Form.Item>
      <Form.Item label={t('adminNotice.field.content')} required>
        <LocalizedTextInput name={['content']} isRequired maxLength={2000} isMultiline testId="notice-content" />
      </Form.Item>
      <Form.Item name="audience" label={t('adminNotice.field.audience')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('adminNotice.audience.all') },
            { value: 'level', label: t('adminNotice.audience.level') },
          ]}
        />
      </Form.Item>
      {audience === 'level' && (
        <Form.Item
          name="level"
          label={t('adminNotice.field.level')}
          rules={[{ required: true, message: t('admin.form.required') }]}
        >
          <Select options={[1, 2, 3].map((level) => ({ value: level, label: `≥ ${level}` }))} style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item name="publishAt" label={t('adminNotice.field.publishAt')} extra={t('adminNotice.field.publishAtHint')}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="isHomepageTop" label={t('adminNotice.field.isHomepageTop')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

export const noticesArea: AreaDefinition<typeof calls.adminNotice.notice, NoticeForm> = {
  key: 'notices',
  testId: 'notice',
  calls: calls.adminNotice.notice,
  noun: 'adminNotice.noun',
  columns: (context) => [
    { title: 'ID', dataIndex: 'id', key: 'id' },
    textColumn<NoticeRow>(context.t('adminNotice.field.title'), (row) => row.title, context),
    {
      title: context.t('adminNotice.field.audience'),
      key: 'audience',
      render: (_: unknown, row: NoticeRow) =>
        row.audience === 'all' ? context.t('adminNotice.audience.all') : `≥ ${row.level}`,
    },
    {
      title: context.t('adminNotice.field.publishAt'),
      key: 'publishAt',
      render: (_: unknown, row: NoticeRow) => <DateTime value={row.publishAt} />,
    },
    {
      title: context.t('adminNotice.field.state'),
      key: 'state',
      render: (_: unknown, row: NoticeRow) => (
        <Tag color={row.state === 'published' ? 'green' : 'blue'}>{context.t(`adminNotice.state.${row.state}`)}</Tag>
      ),
    },
  ],
  Fields: NoticeFields,
  toForm: (row) => ({
    title: row?.title ?? { zh_CN: '' },
    content: row?.content ?? { zh_CN: '' },
    audience: row?.audience ?? 'all',
    level: row?.level ?? null,
    publishAt: toLocalInput(row?.publishAt ?? undefined),
    isHomepageTop: row?.isHomepageTop ?? false,
  }),
  toInput: (values, id) => ({
    ...(id ? { id } : {}),
    title: cleanText(values.title),
    content: cleanText(values.content),
    audience: values.audience,
    level: values.audience === 'level' ? (values.level ?? '') : '',
    publishAt: values.publishAt ? fromLocalInput(values.publishAt) : '',
    isHomepageTop: values.isHomepageTop,
  }),
  rowName: (row, locale) => textIn(row.title, locale),
  drawerWidth: 640,
};
