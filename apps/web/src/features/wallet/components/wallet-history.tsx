// One wallet history: type and month filters kept in the address (so back and shared links keep
// them), newest lines first, pull to refresh, and the next page as the end of the list comes into view.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryType } from '@mall/contracts';
import DatePicker from 'antd-mobile/es/components/date-picker';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { CloseOutline, DownFill } from 'antd-mobile-icons';
import { BottomSheet } from '@/components/bottom-sheet.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { InfoIcon } from '@/components/icons.tsx';
import { reportError } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { useSession } from '@/lib/session.ts';
import type { WalletLine } from '../api/history-query.ts';
import type { HistoryBook } from '../../../shared/wallet/api/keys.ts';
import { useWalletFormat, type AmountUnit } from '../../../shared/wallet/hooks/use-wallet-format.ts';
import { cashAssets, historyBooks, type CashAsset } from './history-books.ts';
import styles from './wallet-history.module.css';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** How far back the month picker reaches. */
const MONTH_PICKER_YEARS = 5;

const kindLabel = (type: HistoryType): WebMessageId => `wallet.kind.${type}`;

function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The first day of a "2026-05" month, or undefined for anything else. */
function dateOfMonth(month: string | undefined): Date | undefined {
  const match = month ? MONTH.exec(month) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : undefined;
}

interface WalletHistoryProps {
  book: HistoryBook;
  /** Shown above the filters and kept in view with them (the history page's tabs). */
  header?: ReactNode;
}

/** A member's history of one balance, filtered by type and month; guests are asked to log in. */
export function WalletHistory({ book, header }: WalletHistoryProps) {
  const intl = useIntl();
  const session = useSession();
  const locale = useLocale();
  const format = useWalletFormat();
  const [params, setParams] = useSearchParams();
  const [isTypeOpen, setTypeOpen] = useState(false);
  const [isMonthOpen, setMonthOpen] = useState(false);

  const definition = historyBooks[book];
  const type = definition.types.find((candidate) => candidate === params.get('type'));
  const monthDate = dateOfMonth(params.get('month') ?? undefined);
  const month = monthDate ? monthOf(monthDate) : undefined;
  const asset = book === 'cash' ? cashAssets.find((candidate) => candidate === params.get('asset')) : undefined;

  const token = session?.token ?? '';
  const query = useInfiniteQuery({
    ...definition.query({ token, locale }, { type, month, asset }),
    enabled: token !== '',
  });

  if (!session) return <LoginPrompt />;

  const setFilter = (name: 'type' | 'month' | 'asset', value: string | undefined) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  const lines = query.data?.pages.flatMap((page) => page.list) ?? [];
  const isFiltered = type !== undefined || month !== undefined || asset !== undefined;
  const now = new Date();
  const pickerMin = new Date(now.getFullYear() - MONTH_PICKER_YEARS, 0, 1);

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError) reportError(result.error);
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <LoadingView lines={8} />;
  } else if (query.isError && lines.length === 0) {
    content = <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  } else if (lines.length === 0) {
    content = (
      <PullToRefresh onRefresh={refresh}>
        <StatusView
          testId="wallet-history-empty"
          icon={<InfoIcon />}
          title={intl.formatMessage({ id: 'webWallet.empty.title' })}
          description={intl.formatMessage({ id: isFiltered ? 'webWallet.empty.filtered' : 'webWallet.empty.none' })}
        />
      </PullToRefresh>
    );
  } else {
    content = (
      <PullToRefresh onRefresh={refresh}>
        <ul className={styles.lines} data-testid="wallet-history-list">
          {lines.map((line) => (
            <HistoryLineItem key={line.id} line={line} unit={definition.unit} signed={format.signed} />
          ))}
        </ul>
        <InfiniteScroll
          className={styles.footer}
          hasMore={query.hasNextPage}
          loadMore={async () => {
            // A rejected loadMore makes InfiniteScroll offer a retry rather than ask again in a loop.
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          {(hasMore, failed, retry) =>
            failed ? (
              <button type="button" className={styles.retry} onClick={retry} data-testid="wallet-history-retry">
                {intl.formatMessage({ id: 'webWallet.list.retry' })}
              </button>
            ) : hasMore ? (
              <span>{intl.formatMessage({ id: 'common.loading' })}</span>
            ) : (
              <span data-testid="wallet-history-end">{intl.formatMessage({ id: 'webWallet.list.end' })}</span>
            )
          }
        </InfiniteScroll>
      </PullToRefresh>
    );
  }

  return (
    <div className={styles.history} data-testid={`wallet-history-${book}`}>
      <div className={styles.sticky}>
        {header}
        {book === 'cash' && (
          <div className={styles.assets} role="group" aria-label={intl.formatMessage({ id: 'webWallet.tab.balance' })}>
            {[undefined, ...cashAssets].map((candidate: CashAsset | undefined) => (
              <button
                key={candidate ?? 'all'}
                type="button"
                className={styles.asset}
                aria-pressed={asset === candidate}
                onClick={() => setFilter('asset', candidate)}
                data-testid={`wallet-asset-${candidate ?? 'ALL'}`}
              >
                {intl.formatMessage({ id: candidate ? `webWallet.asset.${candidate}` : 'webWallet.asset.all' })}
              </button>
            ))}
          </div>
        )}
        <div className={styles.filters}>
          <button
            type="button"
            className={styles.filter}
            data-active={type !== undefined}
            aria-haspopup="dialog"
            onClick={() => setTypeOpen(true)}
            data-testid="wallet-filter-type"
          >
            <span className={styles.filterText}>
              {type
                ? intl.formatMessage({ id: kindLabel(type) })
                : intl.formatMessage({ id: 'webWallet.filter.allTypes' })}
            </span>
            <DownFill aria-hidden className={styles.caret} />
          </button>
          <button
            type="button"
            className={styles.filter}
            data-active={monthDate !== undefined}
            aria-haspopup="dialog"
            onClick={() => setMonthOpen(true)}
            data-testid="wallet-filter-month"
          >
            <span className={styles.filterText}>
              {monthDate
                ? intl.formatDate(monthDate, { year: 'numeric', month: 'long' })
                : intl.formatMessage({ id: 'webWallet.filter.allMonths' })}
            </span>
            <DownFill aria-hidden className={styles.caret} />
          </button>
          {monthDate && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => setFilter('month', undefined)}
              aria-label={intl.formatMessage({ id: 'webWallet.filter.clearMonth' })}
              data-testid="wallet-filter-month-clear"
            >
              <CloseOutline aria-hidden />
            </button>
          )}
        </div>
      </div>

      {content}

      <BottomSheet
        visible={isTypeOpen}
        onClose={() => setTypeOpen(false)}
        title={intl.formatMessage({ id: 'webWallet.filter.chooseType' })}
        testId="wallet-type-sheet"
        className={styles.sheet}
      >
        <div className={styles.options}>
          {[undefined, ...definition.types].map((candidate: HistoryType | undefined) => (
            <button
              key={candidate ?? 'all'}
              type="button"
              className={styles.option}
              aria-pressed={type === candidate}
              onClick={() => {
                setTypeOpen(false);
                setFilter('type', candidate);
              }}
              data-testid={`wallet-type-option-${candidate ?? 'ALL'}`}
            >
              {intl.formatMessage({ id: candidate ? kindLabel(candidate) : 'webWallet.filter.allTypes' })}
            </button>
          ))}
        </div>
      </BottomSheet>

      <DatePicker
        visible={isMonthOpen}
        onClose={() => setMonthOpen(false)}
        precision="month"
        min={pickerMin}
        max={now}
        value={monthDate ?? now}
        title={intl.formatMessage({ id: 'webWallet.filter.chooseMonth' })}
        onConfirm={(value) => setFilter('month', monthOf(value))}
        destroyOnClose
      />
    </div>
  );
}

interface HistoryLineItemProps {
  line: WalletLine;
  unit: AmountUnit;
  signed: (value: string | number, unit: AmountUnit) => string;
}

function HistoryLineItem({ line, unit, signed }: HistoryLineItemProps) {
  const intl = useIntl();
  return (
    <li className={styles.line} data-testid="wallet-line" data-type={line.type} data-direction={line.direction}>
      <div className={styles.lineMain}>
        <span className={styles.lineType} data-testid="wallet-line-type">
          {line.typeName}
        </span>
        <time className={styles.lineMeta} dateTime={line.createdAt}>
          {intl.formatDate(line.createdAt, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          })}
        </time>
        {line.reference && (
          <span className={styles.lineMeta}>
            {intl.formatMessage({ id: 'webWallet.list.reference' }, { reference: line.reference })}
          </span>
        )}
      </div>
      <span className={line.direction === 'in' ? styles.amountIn : styles.amountOut} data-testid="wallet-line-amount">
        {signed(line.amount, unit)}
      </span>
    </li>
  );
}
