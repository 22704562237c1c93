import { Form, Select } from 'antd';
import { calls } from '@mall/contracts/browser';
import { hotWordKinds, type LocalizedText, type ResultOf, type adminCatalog } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { hotWordKindLabels } from '../catalog-labels.ts';
import { cleanText, textIn } from '../localized.ts';
import type { AreaDefinition } from '../components/area-page.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import { SortField, sortColumn, textColumn, VisibleField, visibleColumn } from './area-fields.tsx';

type HotWordRow = ResultOf<typeof adminCatalog.hotWord.list>[number];
interface HotWordForm {
  kind: (typeof hotWordKinds)[number];
  word: Partial<LocalizedText>;
  sort: number | null;
  isVisible: boolean;
}

function HotWordFields() {
  const t = useT();
  return (
    <>
      <Form.Item name="kind" label={t('adminCatalog.hotWord.kind')} extra={t('adminCatalog.hotWord.kindHint')}>
        <Select options={hotWordKinds.map((kind) => ({ value: kind, label: t(hotWordKindLabels[kind]) }))} />
      </Form.Item>
      <Form.Item label={t('adminCatalog.hotWord.word')} required>
        <LocalizedTextInput name={['word']} isRequired maxLength={60} testId="hot-word-word" />
      </Form.Item>
      <SortField />
      <VisibleField />
    </>
  );
}

export const hotWordsArea: AreaDefinition<typeof calls.adminCatalog.hotWord, HotWordForm> = {
  key: 'hotWords',
  testId: 'hot-word',
  calls: calls.adminCatalog.hotWord,
  noun: 'adminCatalog.noun.hotWord',
  columns: (context) => [
    textColumn<HotWordRow>(context.t('adminCatalog.hotWord.word'), (row) => row.word, context),
    {
      title: context.t('adminCatalog.hotWord.kind'),
      key: 'kind',
      render: (_: unknown, row: HotWordRow) => context.t(hotWordKindLabels[row.kind]),
    },
    sortColumn(context),
    visibleColumn<HotWordRow>(context),
  ],
  Fields: HotWordFields,
  toForm: (row) => ({
    kind: row?.kind ?? 'product',
    word: row?.word ?? { zh_CN: '' },
    sort: row?.sort ?? 0,
    isVisible: row?.isVisible ?? true,
  }),
  toInput: (values, id) => ({
    ...(id ? { id } : {}),
    kind: values.kind,
    word: cleanText(values.word),
    sort: values.sort ?? 0,
    isVisible: values.isVisible,
  }),
  rowName: (row, locale) => textIn(row.word, locale),
};
