// The operators' choice of hot regions: search a region by any of its names and add it, change
// the order, or take one off. Shoppers see them first in the region picker.
import { useState } from 'react';
import { App, AutoComplete, Button, InputNumber, Space, Table } from 'antd';
import { ErrorResult } from '../../../components/error-result.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  useDeleteHotRegion,
  useHotRegions,
  useRegionSearch,
  useSaveHotRegion,
  type FoundRegion,
  type HotRegion,
} from '../api/hot-regions.ts';

const fullName = (region: FoundRegion) => [...region.path, region.name].join(' / ');

export function HotRegionsEditor() {
  const t = useT();
  const { message } = App.useApp();
  const hot = useHotRegions();
  const [search, setSearch] = useState('');
  const found = useRegionSearch(search);
  const save = useSaveHotRegion();
  const remove = useDeleteHotRegion();

  const add = (regionId: number) => {
    const last = hot.data?.at(-1)?.sortOrder ?? 0;
    save.mutate(
      { regionId, sortOrder: last + 1 },
      { onSuccess: () => void message.success(t('admin.hotRegions.added')), onSettled: () => setSearch('') },
    );
  };

  if (hot.isError) return <ErrorResult error={hot.error} onRetry={() => void hot.refetch()} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <AutoComplete
        value={search}
        onChange={setSearch}
        onSelect={(value: string) => add(Number(value))}
        options={(found.data ?? []).map((region) => ({ value: String(region.id), label: fullName(region) }))}
        placeholder={t('admin.hotRegions.search')}
        style={{ width: 420 }}
        data-testid="hot-region-search"
      />
      <Table<HotRegion>
        rowKey="id"
        loading={hot.isPending}
        dataSource={hot.data ?? []}
        pagination={false}
        columns={[
          { title: t('admin.hotRegions.region'), render: (_, region) => fullName(region) },
          {
            title: t('admin.hotRegions.order'),
            width: 140,
            render: (_, region) => (
              <InputNumber
                value={region.sortOrder}
                onChange={(value) =>
                  typeof value === 'number' && save.mutate({ regionId: region.id, sortOrder: value })
                }
              />
            ),
          },
          {
            title: '',
            width: 100,
            render: (_, region) => (
              <Button danger size="small" onClick={() => remove.mutate(region.id)} data-testid="hot-region-remove">
                {t('admin.hotRegions.remove')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
