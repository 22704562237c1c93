import { Avatar, Flex, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { useT } from '../../../lib/i18n.ts';
import type { ProductRow } from '../api/product-page.ts';
import { productTypeLabels } from '../catalog-labels.ts';

interface ListingControls {
  /** Whether a listing change for this product is on its way. */
  isUpdating: (productId: number) => boolean;
  onListedChange: (productId: number, isListed: boolean) => void;
}

/** The columns of the products table, the listed switch included. */
export function productColumns(
  t: ReturnType<typeof useT>,
  { isUpdating, onListedChange }: ListingControls,
): TableColumnsType<ProductRow> {
  return [
    {
      title: t('adminCatalog.products.image'),
      dataIndex: 'cover',
      width: 72,
      render: (cover: string | null) => (
        <Avatar shape="square" size={48} src={cover ?? undefined} icon={cover ? undefined : <PictureOutlined />} />
      ),
    },
    {
      title: t('adminCatalog.products.name'),
      dataIndex: 'name',
      render: (name: string, product) => (
        <Flex vertical>
          <Link to={`/catalog/products/${product.id}`} data-testid="product-name">
            {name}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            ID {product.id}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('adminCatalog.products.type'),
      dataIndex: 'type',
      render: (type: ProductRow['type']) => <Tag>{t(productTypeLabels[type])}</Tag>,
    },
    {
      title: t('adminCatalog.products.price'),
      key: 'price',
      align: 'right',
      render: (_, product) =>
        product.minPrice === product.maxPrice ? product.minPrice : `${product.minPrice} – ${product.maxPrice}`,
    },
    { title: t('adminCatalog.products.stock'), dataIndex: 'stock', align: 'right' },
    { title: t('adminCatalog.products.sold'), dataIndex: 'soldCount', align: 'right' },
    {
      title: t('adminCatalog.products.isListed'),
      dataIndex: 'isListed',
      render: (isListed: boolean, product) => (
        <Switch
          checked={isListed}
          checkedChildren={t('adminCatalog.products.listed')}
          unCheckedChildren={t('adminCatalog.products.unlisted')}
          loading={isUpdating(product.id)}
          onChange={(next) => onListedChange(product.id, next)}
          data-testid="product-listed-switch"
        />
      ),
    },
    {
      title: t('admin.table.actions'),
      key: 'actions',
      render: (_, product) => (
        <Link to={`/catalog/products/${product.id}`} data-testid="product-edit">
          {t('adminCatalog.edit')}
        </Link>
      ),
    },
  ];
}
