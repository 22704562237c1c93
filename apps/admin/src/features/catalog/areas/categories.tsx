import { Form, Select } from 'antd';
import { calls } from '@mall/contracts/browser';
import type { LocalizedText } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import type { CategoryRow } from '../category-options.ts';
import { cleanText, textIn } from '../localized.ts';
import type { AreaDefinition, AreaFieldsProps } from '../components/area-page.tsx';
import { ImageUrlInput } from '../components/image-url-input.tsx';
import { LocalizedTextInput } from '../components/localized-text-input.tsx';
import { imageColumn, SortField, sortColumn, textColumn, VisibleField, visibleColumn } from './area-fields.tsx';

type Calls = typeof calls.adminCatalog.category;
interface CategoryForm {
  parentId: number | null;
  name: Partial<LocalizedText>;
  icon: string | null;
  sort: number | null;
  isVisible: boolean;
}

function CategoryFields({ editing }: AreaFieldsProps<Calls, CategoryForm>) {
  const t = useT();
  const locale = useLocale();
  const categories = useAreaList('categories', calls.adminCatalog.category);
  const rows = categories.data ?? [];
  // Two levels only: a category goes under a grand category, and one with children stays on top.
  const hasChildren = editing !== null && rows.some((row) => row.parentId === editing.id);
  const parents = rows.filter((row) => row.parentId === null && row.id !== editing?.id);
  return (
    <>
      <Form.Item
        name="parentId"
        label={t('adminCatalog.category.parent')}
        extra={t('adminCatalog.category.parentHint')}
      >
        <Select
          allowClear
          disabled={hasChildren}
          loading={categories.isPending}
          placeholder={t('adminCatalog.category.topLevel')}
          options={parents.map((row) => ({ value: row.id, label: textIn(row.name, locale) }))}
          data-testid="category-parent"
        />
      </Form.Item>
      <Form.Item label={t('adminCatalog.field.name')} required>
        <LocalizedTextInput name={['name']} isRequired maxLength={100} testId="category-name" />
      </Form.Item>
      <Form.Item name="icon" label={t('adminCatalog.category.icon')}>
        <ImageUrlInput size="s200" />
      </Form.Item>
      <SortField />
      <VisibleField />
    </>
  );
}

/** Grand categories with their categories under them, sorted as the shop shows them. */
function toTree(rows: CategoryRow[]): CategoryRow[] {
  const order = (a: CategoryRow, b: CategoryRow) => a.sort - b.sort || a.id - b.id;
  const ids = new Set(rows.map((row) => row.id));
  return rows
    .filter((row) => row.parentId === null || !ids.has(row.parentId))
    .sort(order)
    .map((parent) => {
      const children = rows.filter((row) => row.parentId === parent.id).sort(order);
      return children.length > 0 ? { ...parent, children } : parent;
    });
}

export const categoriesArea: AreaDefinition<Calls, CategoryForm> = {
  key: 'categories',
  testId: 'category',
  calls: calls.adminCatalog.category,
  noun: 'adminCatalog.noun.category',
  columns: (context) => [
    textColumn<CategoryRow>(context.t('adminCatalog.field.name'), (row) => row.name, context),
    imageColumn<CategoryRow>(context.t('adminCatalog.category.icon'), (row) => row.icon),
    { title: context.t('adminCatalog.category.productCount'), dataIndex: 'productCount', key: 'productCount' },
    sortColumn(context),
    visibleColumn<CategoryRow>(context),
  ],
  Fields: CategoryFields,
  toForm: (row) => ({
    parentId: row?.parentId ?? null,
    name: row?.name ?? { zh_CN: '' },
    icon: row?.icon ?? null,
    sort: row?.sort ?? 0,
    isVisible: row?.isVisible ?? true,
  }),
  toInput: (values, id) => ({
    ...(id ? { id } : {}),
    parentId: values.parentId ?? null,
    name: cleanText(values.name),
    icon: values.icon || null,
    sort: values.sort ?? 0,
    isVisible: values.isVisible,
  }),
  rowName: (row, locale) => textIn(row.name, locale),
  toRows: toTree,
};
