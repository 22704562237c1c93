import { useState, type HTMLAttributes, type Key } from 'react';
import { App, Avatar, Button, Empty, Flex, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import type { ProductPage, ProductRow } from '../api/product-page.ts';
import { useSetListed } from '../api/set-listed.ts';
import { productTypeLabels } from '../catalog-labels.ts';

interface ProductsTableProps {
  page: ProductPage | undefined;
  isLoading: boolean;
  isFiltered: boolean;
  onPageChange: (pageNum: number, pageSize: number) => void;
}

/** One page of products, each listed or unlisted on its own or together with others. */
export function ProductsTable({ page, isLoading, isFiltered, onPageChange }: ProductsTableProps) {
  const t = useT();
  const { modal, message } = App.useApp();
  const setListed = useSetListed();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  const confirmListing = (ids: number[], isListed: boolean) => {
    modal.confirm({
      title: t(isListed ? 'adminCatalog.products.listTitle' : 'adminCatalog.products.unlistTitle', {
        count: ids.length,
      }),
      content: t(isListed ? 'adminCatalog.products.listContent' : 'adminCatalog.products.unlistContent'),
      okText: t(isListed ? 'adminCatalog.products.list' : 'adminCatalog.products.unlist'),
      okButtonProps: { danger: !isListed, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const { updated } = await setListed.mutateAsync({ ids, isListed });
          message.success(
            t(isListed ? 'adminCatalog.products.listedDone' : 'adminCatalog.products.unlistedDone', { count: updated }),
          );
          setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));
        } catch {
          // The client has already shown why.
        }
      },
    });
  };

  const columns: TableColumnsType<ProductRow> = [
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
          loading={setListed.isPending && setListed.variables?.ids.includes(product.id)}
          onChange={(next) => confirmListing([product.id], next)}
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

  return (
    <>
      <Flex align="center" gap={8} style={{ marginBottom: 12 }} wrap>
        <Typography.Text type="secondary" data-testid="product-selected-count">
          {t('adminCatalog.products.selected', { count: selectedIds.length })}
        </Typography.Text>
        <Space>
          <Button
            disabled={selectedIds.length === 0}
            onClick={() => confirmListing(selectedIds, true)}
            data-testid="product-bulk-list"
          >
            {t('adminCatalog.products.bulkList')}
          </Button>
          <Button
            danger
            disabled={selectedIds.length === 0}
            onClick={() => confirmListing(selectedIds, false)}
            data-testid="product-bulk-unlist"
          >
            {t('adminCatalog.products.bulkUnlist')}
          </Button>
        </Space>
      </Flex>
      <Table<ProductRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={isLoading}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selectedIds,
          // Selection survives paging, so products on several pages can be listed together.
          preserveSelectedRowKeys: true,
          onChange: (keys: Key[]) => setSelectedIds(keys.map(Number)),
          getCheckboxProps: () => ({ 'data-testid': 'product-select' }) as Record<string, string>,
        }}
        pagination={{
          current: page?.pageNum ?? 1,
          pageSize: page?.pageSize ?? 20,
          total: page?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('admin.table.total', { total }),
          onChange: onPageChange,
        }}
        locale={{
          emptyText: (
            <Empty
              description={t(isFiltered ? 'adminCatalog.products.emptyFiltered' : 'adminCatalog.products.empty')}
            />
          ),
        }}
        onRow={(product) =>
          ({ 'data-testid': 'product-row', 'data-product-id': product.id }) as HTMLAttributes<HTMLElement>
        }
      />
    </>
  );
}
