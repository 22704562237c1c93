// The network explorer: pick a member by id, see both upline chains, the volumes of their two legs
// and either tree below them, opened node by node.
import { useState } from 'react';
import { Card, Descriptions, Empty, Flex, InputNumber, Segmented, Space, Tag, Tree, Typography } from 'antd';
import type { NetworkTreeKind } from '@mall/contracts';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  fetchChildren,
  useNetworkDetail,
  useNetworkTree,
  type NetworkDetail,
  type NetworkNode,
} from '../api/network.ts';

interface TreeItem {
  key: number;
  title: string;
  isLeaf: boolean;
  children?: TreeItem[];
}

function label(node: NetworkNode): string {
  const side = node.side ? ` · ${node.side === 'left' ? 'L' : 'R'}` : '';
  return `${node.name} #${node.memberId} · V${node.level}${side}`;
}

/** Nodes (parents first) as nested items; nodes with children not loaded stay openable. */
export function toTreeItems(nodes: readonly NetworkNode[]): TreeItem[] {
  const items = new Map<number, TreeItem>();
  const roots: TreeItem[] = [];
  for (const node of nodes) {
    const item: TreeItem = { key: node.memberId, title: label(node), isLeaf: node.childCount === 0 };
    items.set(node.memberId, item);
    const parent = node.parentId === null ? undefined : items.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), item];
    else roots.push(item);
  }
  return roots;
}

function attach(items: TreeItem[], key: number, children: TreeItem[]): TreeItem[] {
  return items.map((item) =>
    item.key === key
      ? { ...item, children }
      : { ...item, children: item.children && attach(item.children, key, children) },
  );
}

function NetworkChart({ kind, rootId }: { kind: NetworkTreeKind; rootId: number }) {
  const tree = useNetworkTree(kind, rootId, 2);
  const [loaded, setLoaded] = useState<{ source: unknown; items: TreeItem[] } | null>(null);
  const items = loaded && loaded.source === tree.data ? loaded.items : toTreeItems(tree.data?.nodes ?? []);
  return (
    <QueryState query={tree} isEmpty={(data) => data.nodes.length === 0}>
      {() => (
        <Tree<TreeItem>
          data-testid={`network-tree-${kind}`}
          treeData={items}
          defaultExpandAll
          loadData={async (node) => {
            if (node.children) return;
            const below = await fetchChildren(kind, node.key);
            const children = toTreeItems(below.nodes.filter((one) => one.depth === 1));
            setLoaded({ source: tree.data, items: attach(items, node.key, children) });
          }}
        />
      )}
    </QueryState>
  );
}

function DetailView({ detail }: { detail: NetworkDetail }) {
  const t = useT();
  const [kind, setKind] = useState<NetworkTreeKind>('placement');
  const { volumes } = detail;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={`${detail.member.name} #${detail.member.memberId}`} data-testid="network-detail">
        <Descriptions column={2} size="small">
          <Descriptions.Item label={t('adminNetwork.level')}>V{detail.member.level}</Descriptions.Item>
          <Descriptions.Item label={t('adminNetwork.downline')}>{detail.downlineCount}</Descriptions.Item>
          <Descriptions.Item label={t('adminNetwork.left')}>
            {volumes.leftTotal} / {volumes.leftCarried} / {volumes.leftToday}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminNetwork.right')}>
            {volumes.rightTotal} / {volumes.rightCarried} / {volumes.rightToday}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminNetwork.defaultSide')}>{volumes.defaultSide}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">{t('adminNetwork.volumesHint')}</Typography.Text>
      </Card>
      <Card title={t('adminNetwork.placementUpline')} size="small">
        <Flex wrap gap={4}>
          {detail.placementUpline.map((node) => (
            <Tag key={node.memberId}>{label(node)}</Tag>
          ))}
        </Flex>
      </Card>
      <Card title={t('adminNetwork.sponsorUpline')} size="small">
        <Flex wrap gap={4}>
          {detail.sponsorUpline.map((member) => (
            <Tag key={member.memberId}>{`${member.name} #${member.memberId}`}</Tag>
          ))}
        </Flex>
      </Card>
      <Card
        size="small"
        title={
          <Segmented<NetworkTreeKind>
            value={kind}
            onChange={setKind}
            options={[
              { value: 'placement', label: t('adminNetwork.placementTree') },
              { value: 'sponsor', label: t('adminNetwork.sponsorTree') },
            ]}
          />
        }
      >
        <NetworkChart key={kind} kind={kind} rootId={detail.member.memberId} />
      </Card>
    </Space>
  );
}

export function NetworkExplorer() {
  const t = useT();
  const [memberId, setMemberId] = useState<number | null>(null);
  const detail = useNetworkDetail(memberId);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <InputNumber<number>
        min={1}
        precision={0}
        style={{ width: 240 }}
        placeholder={t('adminNetwork.memberId')}
        data-testid="network-member-id"
        onPressEnter={(event) => {
          const value = Number((event.target as HTMLInputElement).value);
          setMemberId(Number.isSafeInteger(value) && value > 0 ? value : null);
        }}
      />
      {memberId === null ? (
        <Empty description={t('adminNetwork.pickMember')} />
      ) : (
        <QueryState query={detail}>{(data) => <DetailView detail={data} />}</QueryState>
      )}
    </Space>
  );
}
