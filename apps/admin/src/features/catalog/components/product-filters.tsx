import { useEffect } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { productTypes } from '@mall/contracts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAreaList } from '../api/content-area.ts';
import { productTypeLabels } from '../catalog-labels.ts';
import { brandArea, brandOptions, categoryArea, categoryOptions } from '../category-options.ts';

export interface ProductFilterValues {
  keyword?: string;
  categoryId?: number;
  brandId?: number;
  type?: (typeof productTypes)[number];
  isListed?: 'true' | 'false';
}

interface ProductFiltersProps {
  value: ProductFilterValues;
  onSearch: (value: ProductFilterValues) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

/** The filters above the product list; they apply when the operator searches. */
export function ProductFilters({ value, onSearch, onRefresh, isRefreshing }: ProductFiltersProps) {
  const t = useT();
  const locale = useLocale();
  const [form] = Form.useForm<ProductFilterValues>();
  const categories = useAreaList(categoryArea.key, categoryArea.calls);
  const brands = useAreaList(brandArea.key, brandArea.calls);

  // The address decides the filters: going back or opening a shared link fills them in again.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(value);
  }, [form, value]);

  return (
    <Form<ProductFilterValues>
      form={form}
      layout="inline"
      onFinish={onSearch}
      style={{ rowGap: 12, marginBottom: 16 }}
      data-testid="product-filters"
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('adminCatalog.products.keyword')}
          prefix={<SearchOutlined />}
          style={{ width: 220 }}
          maxLength={60}
          data-testid="product-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="categoryId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('adminCatalog.products.allCategories')}
          options={categoryOptions(categories.data ?? [], locale)}
          loading={categories.isPending}
          style={{ width: 200 }}
          data-testid="product-filter-category"
        />
      </Form.Item>
      <Form.Item name="brandId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('adminCatalog.products.allBrands')}
          options={brandOptions(brands.data ?? [], locale)}
          loading={brands.isPending}
          style={{ width: 160 }}
          data-testid="product-filter-brand"
        />
      </Form.Item>
      <Form.Item name="type">
        <Select
          allowClear
          placeholder={t('adminCatalog.products.allTypes')}
          options={productTypes.map((type) => ({ value: type, label: t(productTypeLabels[type]) }))}
          style={{ width: 140 }}
          data-testid="product-filter-type"
        />
      </Form.Item>
      <Form.Item name="isListed">
        <Select
          allowClear
          placeholder={t('adminCatalog.products.allStates')}
          options={[
            { value: 'true', label: t('adminCatalog.products.listed') },
            { value: 'false', label: t('adminCatalog.products.unlisted') },
          ]}
          style={{ width: 120 }}
          data-testid="product-filter-listed"
        />
      </Form.Item>
      <FilterButtons onReset={() => onSearch({})} onRefresh={onRefresh} isRefreshing={isRefreshing} />
    </Form>
  );
}

interface FilterButtonsProps {
  onReset: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}

function FilterButtons({ onReset, onRefresh, isRefreshing }: FilterButtonsProps) {
  const t = useT();
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="product-search">
          {t('adminCatalog.search')}
        </Button>
        <Button onClick={onReset}>{t('adminCatalog.reset')}</Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={isRefreshing}
          aria-label={t('adminCatalog.refresh')}
        />
      </Space>
    </Form.Item>
  );
}
