import { useState, type HTMLAttributes, type Key } from 'react';
import { App, Button, Empty, Flex, Space, Table, Typography } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import type { ProductPage, ProductRow } from '../api/product-page.ts';
import { useSetListed } from '../api/set-listed.ts';
import { productColumns } from './products-columns.tsx';

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

  const columns = productColumns(t, {
    isUpdating: (id) => Boolean(setListed.isPending && setListed.variables?.ids.includes(id)),
    onListedChange: (id, next) => confirmListing([id], next),
  });

  return (
    <>
      <BulkListingBar count={selectedIds.length} onChange={(isListed) => confirmListing(selectedIds, isListed)} />
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

/** How many products are selected, and listing or unlisting them together. */
function BulkListingBar({ count, onChange }: { count: number; onChange: (isListed: boolean) => void }) {
  const t = useT();
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 12 }} wrap>
      <Typography.Text type="secondary" data-testid="product-selected-count">
        {t('adminCatalog.products.selected', { count })}
      </Typography.Text>
      <Space>
        <Button disabled={count === 0} onClick={() => onChange(true)} data-testid="product-bulk-list">
          {t('adminCatalog.products.bulkList')}
        </Button>
        <Button danger disabled={count === 0} onClick={() => onChange(false)} data-testid="product-bulk-unlist">
          {t('adminCatalog.products.bulkUnlist')}
        </Button>
      </Space>
    </Flex>
  );
}
