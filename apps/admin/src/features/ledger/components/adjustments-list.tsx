import { useState, type HTMLAttributes } from 'react';
import { Empty, Flex, Tabs } from 'antd';
import { adjustmentStatuses } from '@mall/contracts';
import { PagedTable } from '../../../components/paged-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { positiveInt, readPaging, useUrlQuery, writePaging } from '../../../lib/url-paging.ts';
import {
  useAdjustmentsPage,
  type Adjustment,
  type AdjustmentsQuery,
  type AdjustmentStatus,
} from '../api/adjustments-page.ts';
import { statusLabels } from '../ledger-labels.ts';
import { useAdjustmentColumns } from './adjustment-columns.tsx';
import { AdjustmentDecisionDialog, type PendingDecision } from './adjustment-decision-dialog.tsx';
import { AdjustmentsFilter } from './adjustments-filter.tsx';

function isStatus(text: string | null): text is AdjustmentStatus {
  return adjustmentStatuses.includes(text as AdjustmentStatus);
}

/** The address is the state of the list, so a tab, a member or a page can be bookmarked and shared. */
function readQuery(params: URLSearchParams): AdjustmentsQuery {
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : 'pending',
    ...readPaging(params),
    memberId: positiveInt(params.get('memberId')),
  };
}

function writeQuery(query: AdjustmentsQuery): URLSearchParams {
  const search = new URLSearchParams({ status: query.status });
  if (query.memberId) search.set('memberId', String(query.memberId));
  return writePaging(search, query);
}

/** Manual adjustments by status; pending ones are approved or rejected by an operator who did not ask for them. */
export function AdjustmentsList() {
  const t = useT();
  const { query, show } = useUrlQuery(readQuery, writeQuery);
  const page = useAdjustmentsPage(query);
  // The last decision stays set while its dialog closes, so the dialog does not change text on its way out.
  const [decision, setDecision] = useState<PendingDecision | null>(null);
  const [isDeciding, setIsDeciding] = useState(false);
  const openDecision = (next: PendingDecision) => {
    setDecision(next);
    setIsDeciding(true);
  };

  const isPendingTab = query.status === 'pending';

  const columns = useAdjustmentColumns(isPendingTab, openDecision);

  return (
    <Flex vertical gap={16}>
      <Tabs
        activeKey={query.status}
        onChange={(status) => show({ status: status as AdjustmentStatus, pageNum: 1 })}
        items={adjustmentStatuses.map((status) => ({
          key: status,
          label: <span data-testid={`adjustments-tab-${status}`}>{t(statusLabels[status])}</span>,
        }))}
      />
      <AdjustmentsFilter
        memberId={query.memberId}
        onFilter={(memberId) => show({ memberId, pageNum: 1 })}
        isRefreshing={page.isFetching && !page.isPending}
        onRefresh={() => void page.refetch()}
      />
      <PagedTable<Adjustment>
        page={page}
        paging={query}
        onPage={show}
        columns={columns}
        empty={
          <Empty
            description={t(isPendingTab ? 'adminLedger.emptyPending' : 'adminLedger.empty')}
            data-testid="adjustments-empty"
          />
        }
        onRow={(adjustment) =>
          ({
            'data-testid': 'adjustment-row',
            'data-adjustment-id': adjustment.id,
            'data-status': adjustment.status,
          }) as HTMLAttributes<HTMLElement>
        }
      />
      <AdjustmentDecisionDialog decision={decision} isOpen={isDeciding} onClose={() => setIsDeciding(false)} />
    </Flex>
  );
}
