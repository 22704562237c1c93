// The team charts: the viewer's leg volumes, the default side a VIP member may choose, and the
// placement or sponsor chart, two levels at first and one more each time a node is tapped; the
// chart zooms with the buttons (and the browser's pinch) and scrolls both ways.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import Tabs from 'antd-mobile/es/components/tabs';
import type { NetworkSide, NetworkTreeKind } from '@mall/contracts';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { ApiError } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { fetchTeamChildren, useSetDefaultSide, useTeamTree, useTeamVolumes } from '../api/team.ts';
import { nest, ordered, withChildren, type ChartNode } from '../lib/chart.ts';
import { levelMessage } from '../lib/levels.ts';
import styles from './team.module.css';

const kinds: readonly NetworkTreeKind[] = ['placement', 'sponsor'];

export function TeamChartScreen() {
  const intl = useIntl();
  const session = useSession();
  const [kind, setKind] = useState<NetworkTreeKind>('placement');
  if (!session) return <LoginPrompt />;
  return (
    <div className={styles.screen}>
      <Volumes />
      <Tabs activeKey={kind} onChange={(key) => setKind(key as NetworkTreeKind)}>
        {kinds.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`team-chart-${key}`}>{intl.formatMessage({ id: `webTeam.chart.${key}` })}</span>}
          />
        ))}
      </Tabs>
      <Chart key={kind} kind={kind} />
    </div>
  );
}

function Volumes() {
  const intl = useIntl();
  const volumes = useTeamVolumes();
  const setSide = useSetDefaultSide();
  if (volumes.isPending) return <LoadingView lines={2} />;
  if (volumes.isError) return <ErrorView error={volumes.error} onRetry={() => void volumes.refetch()} />;
  const data = volumes.data;
  const choose = (side: NetworkSide) =>
    setSide.mutate(side, {
      onError: (error) =>
        showToast(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'webTeam.failed' }), 'fail'),
    });
  return (
    <>
      <div className={styles.volumes} data-testid="team-volumes">
        {(['left', 'right'] as const).map((side) => (
          <div key={side} className={styles.leg}>
            <strong>{intl.formatMessage({ id: `webTeam.side.${side}` })}</strong>
            <div>
              {intl.formatMessage({ id: 'webTeam.total' }, { mp: side === 'left' ? data.leftTotal : data.rightTotal })}
            </div>
            <div>
              {intl.formatMessage(
                { id: 'webTeam.carried' },
                { mp: side === 'left' ? data.leftCarried : data.rightCarried },
              )}
            </div>
            <div>
              {intl.formatMessage({ id: 'webTeam.today' }, { mp: side === 'left' ? data.leftToday : data.rightToday })}
            </div>
          </div>
        ))}
      </div>
      <div className={styles.sideSwitch}>
        <span>{intl.formatMessage({ id: 'webTeam.defaultSide' })}</span>
        <Radio.Group value={data.defaultSide} onChange={(value) => choose(value as NetworkSide)}>
          {(['left', 'right'] as const).map((side) => (
            <Radio key={side} value={side} disabled={setSide.isPending} data-testid={`team-side-${side}`}>
              {intl.formatMessage({ id: `webTeam.side.${side}` })}
            </Radio>
          ))}
        </Radio.Group>
      </div>
      {!data.canChooseSide && <p className={styles.sideSwitch}>{intl.formatMessage({ id: 'webTeam.upgradeHint' })}</p>}
    </>
  );
}

function Chart({ kind }: { kind: NetworkTreeKind }) {
  const intl = useIntl();
  const tree = useTeamTree(kind);
  const [opened, setOpened] = useState<{ source: unknown; items: ChartNode[] } | null>(null);
  const [zoom, setZoom] = useState(1);
  if (tree.isPending) return <LoadingView lines={4} />;
  if (tree.isError) return <ErrorView error={tree.error} onRetry={() => void tree.refetch()} />;
  const items = opened && opened.source === tree.data ? opened.items : nest(tree.data.nodes);
  const open = async (memberId: number) => {
    try {
      const below = await fetchTeamChildren(kind, memberId);
      setOpened({ source: tree.data, items: withChildren(items, memberId, below.nodes) });
    } catch (error) {
      showToast(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'webTeam.failed' }), 'fail');
    }
  };
  return (
    <>
      <div className={styles.zoom}>
        <Button size="mini" onClick={() => setZoom((z) => Math.max(0.5, z - 0.25))} aria-label="-">
          −
        </Button>
        <Button size="mini" onClick={() => setZoom((z) => Math.min(2, z + 0.25))} aria-label="+">
          +
        </Button>
      </div>
      <div className={styles.viewport}>
        <div className={styles.canvas} style={{ transform: `scale(${zoom})` }} data-testid="team-chart">
          <Branch items={items} onOpen={(id) => void open(id)} />
        </div>
      </div>
    </>
  );
}

function Branch({ items, onOpen }: { items: readonly ChartNode[]; onOpen: (memberId: number) => void }) {
  const intl = useIntl();
  return (
    <ul className={styles.tree}>
      {ordered(items).map(({ node, children }) => (
        <li key={node.memberId}>
          <button
            type="button"
            className={styles.node}
            onClick={() => (children ? undefined : onOpen(node.memberId))}
            data-testid={`team-node-${node.memberId}`}
          >
            {node.side && (
              <span className={styles.side}>{intl.formatMessage({ id: `webTeam.side.${node.side}` })}</span>
            )}
            <span>{node.name}</span>
            <span className={styles.side}>{intl.formatMessage({ id: levelMessage(node.level) })}</span>
            {!children && <span className={styles.side}>+{node.childCount}</span>}
          </button>
          {children && children.length > 0 && <Branch items={children} onOpen={onOpen} />}
        </li>
      ))}
    </ul>
  );
}
