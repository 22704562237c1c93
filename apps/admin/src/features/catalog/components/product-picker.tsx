import { useDeferredValue, useState, type ReactNode } from 'react';
import { Select } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useProductPage } from '../api/product-page.ts';

const PAGE_SIZE = 50;

type PickerProps =
  | { isMultiple: true; value?: number[]; onChange?: (value: number[]) => void; testId?: string }
  | { isMultiple?: false; value?: number | null; onChange?: (value: number | null) => void; testId?: string };

/** Finds products by any part of their name; the server searches, not the page. */
export function ProductPicker(props: PickerProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const deferredKeyword = useDeferredValue(keyword.trim());
  const page = useProductPage({ keyword: deferredKeyword || undefined, pageNum: 1, pageSize: PAGE_SIZE });
  const options = (page.data?.list ?? []).map((product) => ({
    value: product.id,
    label: `${product.name} (#${product.id})`,
  }));
  const common = {
    showSearch: { filterOption: false, onSearch: setKeyword },
    options,
    loading: page.isFetching,
    placeholder: t('adminCatalog.picker.product'),
    notFoundContent: page.isError ? t('adminCatalog.editor.listFailed') : t('common.empty'),
    style: { width: '100%' },
    'data-testid': props.testId,
  };
  // A chosen product the current search does not list is named by its id.
  const labelRender = ({ value, label }: { value: unknown; label?: ReactNode }) => label ?? `#${String(value)}`;
  if (props.isMultiple) {
    return (
      <Select<number[]>
        mode="multiple"
        {...common}
        value={props.value}
        onChange={(value) => props.onChange?.(value)}
        labelRender={labelRender}
      />
    );
  }
  return (
    <Select<number | null>
      allowClear
      {...common}
      value={props.value}
      onChange={(value) => props.onChange?.(value ?? null)}
      labelRender={labelRender}
    />
  );
}
