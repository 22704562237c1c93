// One wallet history: type and month filters kept in the address (so back and shared links keep
// them), newest lines first, pull to refresh, and the next page as the end of the list comes into view.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cashAssets, type CashAsset, type HistoryType } from '@mall/contracts/browser';
import DatePicker from 'antd-mobile/es/components/date-picker';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
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
import { historyBooks, type BookDefinition, type HistoryFilters } from './history-books.ts';
import { referenceLabel } from '../lib/reference-label.ts';
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

/** The pages of one book for the signed-in member, with the filters chosen. */
function useHistoryQuery(definition: BookDefinition, filters: HistoryFilters) {
  const session = useSession();
  const locale = useLocale();
  const token = session?.token ?? '';
  return useInfiniteQuery({ ...definition.query({ token, locale }, filters), enabled: token !== '' });
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
  const [params, setParams] = useSearchParams();
  const [isTypeOpen, setTypeOpen] = useState(false);
  const [isMonthOpen, setMonthOpen] = useState(false);

  const definition = historyBooks[book];
  const type = definition.types.find((candidate) => candidate === params.get('type'));
  const monthDate = dateOfMonth(params.get('month') ?? undefined);
  const month = monthDate ? monthOf(monthDate) : undefined;
  const asset = book === 'cash' ? cashAssets.find((candidate) => candidate === params.get('asset')) : undefined;

  const query = useHistoryQuery(definition, { type, month, asset });

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

  const isFiltered = type !== undefined || month !== undefined || asset !== undefined;

  return (
    <div className={styles.history} data-testid={`wallet-history-${book}`}>
      <div className={styles.sticky}>
        {header}
        {book === 'cash' && <AssetFilter asset={asset} onChange={(value) => setFilter('asset', value)} />}
        <div className={styles.filters}>
          <FilterButton
            isActive={type !== undefined}
            onClick={() => setTypeOpen(true)}
            testId="wallet-filter-type"
            text={intl.formatMessage({ id: type ? kindLabel(type) : 'webWallet.filter.allTypes' })}
          />
          <FilterButton
            isActive={monthDate !== undefined}
            onClick={() => setMonthOpen(true)}
            testId="wallet-filter-month"
            text={
              monthDate
                ? intl.formatDate(monthDate, { year: 'numeric', month: 'long' })
                : intl.formatMessage({ id: 'webWallet.filter.allMonths' })
            }
          />
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

      <HistoryList query={query} unit={definition.unit} isFiltered={isFiltered} />

      <TypeSheet
        visible={isTypeOpen}
        types={definition.types}
        type={type}
        onClose={() => setTypeOpen(false)}
        onChoose={(value) => {
          setTypeOpen(false);
          setFilter('type', value);
        }}
      />
      <MonthPicker
        visible={isMonthOpen}
        month={monthDate}
        onClose={() => setMonthOpen(false)}
        onChoose={(value) => setFilter('month', monthOf(value))}
      />
    </div>
  );
}

interface HistoryListProps {
  query: ReturnType<typeof useHistoryQuery>;
  unit: AmountUnit;
  isFiltered: boolean;
}

/** The lines, newest first, with pull to refresh and the next page loaded as the end comes into view. */
function HistoryList({ query, unit, isFiltered }: HistoryListProps) {
  const intl = useIntl();
  const format = useWalletFormat();
  const lines = query.data?.pages.flatMap((page) => page.list) ?? [];
  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError) reportError(result.error);
  };

  if (query.isPending) return <LoadingView lines={8} />;
  if (query.isError && lines.length === 0) {
    return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (lines.length === 0) {
    return (
      <PullToRefresh onRefresh={refresh}>
        <StatusView
          testId="wallet-history-empty"
          icon={<InfoIcon />}
          title={intl.formatMessage({ id: 'webWallet.empty.title' })}
          description={intl.formatMessage({ id: isFiltered ? 'webWallet.empty.filtered' : 'webWallet.empty.none' })}
        />
      </PullToRefresh>
    );
  }
  return (
    <PullToRefresh onRefresh={refresh}>
      <ul className={styles.lines} data-testid="wallet-history-list">
        {lines.map((line) => (
          <HistoryLineItem key={line.id} line={line} unit={unit} signed={format.signed} />
        ))}
      </ul>
      <div className={styles.footer}>
        <InfiniteFooter
          hasMore={query.hasNextPage}
          loadMore={() => query.fetchNextPage()}
          endText={intl.formatMessage({ id: 'webWallet.list.end' })}
          endTestId="wallet-history-end"
          retryText={intl.formatMessage({ id: 'webWallet.list.retry' })}
          retryTestId="wallet-history-retry"
        />
      </div>
    </PullToRefresh>
  );
}

/** One button per cash asset, and one for all of them. */
function AssetFilter({
  asset,
  onChange,
}: {
  asset: CashAsset | undefined;
  onChange: (asset: CashAsset | undefined) => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.assets} role="group" aria-label={intl.formatMessage({ id: 'webWallet.tab.balance' })}>
      {[undefined, ...cashAssets].map((candidate: CashAsset | undefined) => (
        <button
          key={candidate ?? 'all'}
          type="button"
          className={styles.asset}
          aria-pressed={asset === candidate}
          onClick={() => onChange(candidate)}
          data-testid={`wallet-asset-${candidate ?? 'ALL'}`}
        >
          {intl.formatMessage({ id: candidate ? `webWallet.asset.${candidate}` : 'webWallet.asset.all' })}
        </button>
      ))}
    </div>
  );
}

interface FilterButtonProps {
  isActive: boolean;
  text: string;
  testId: string;
  onClick: () => void;
}

/** A filter showing its current choice; it opens the sheet to change it. */
function FilterButton({ isActive, text, testId, onClick }: FilterButtonProps) {
  return (
    <button
      type="button"
      className={styles.filter}
      data-active={isActive}
      aria-haspopup="dialog"
      onClick={onClick}
      data-testid={testId}
    >
      <span className={styles.filterText}>{text}</span>
      <DownFill aria-hidden className={styles.caret} />
    </button>
  );
}

interface TypeSheetProps {
  visible: boolean;
  types: readonly HistoryType[];
  type: HistoryType | undefined;
  onClose: () => void;
  onChoose: (type: HistoryType | undefined) => void;
}

function TypeSheet({ visible, types, type, onClose, onChoose }: TypeSheetProps) {
  const intl = useIntl();
  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={intl.formatMessage({ id: 'webWallet.filter.chooseType' })}
      testId="wallet-type-sheet"
      className={styles.sheet}
    >
      <div className={styles.options}>
        {[undefined, ...types].map((candidate: HistoryType | undefined) => (
          <button
            key={candidate ?? 'all'}
            type="button"
            className={styles.option}
            aria-pressed={type === candidate}
            onClick={() => onChoose(candidate)}
            data-testid={`wallet-type-option-${candidate ?? 'ALL'}`}
          >
            {intl.formatMessage({ id: candidate ? kindLabel(candidate) : 'webWallet.filter.allTypes' })}
          </button>
        ))}
      </div>
    </BottomSheet>
  );
}

interface MonthPickerProps {
  visible: boolean;
  month: Date | undefined;
  onClose: () => void;
  onChoose: (month: Date) => void;
}

function MonthPicker({ visible, month, onClose, onChoose }: MonthPickerProps) {
  const intl = useIntl();
  const now = new Date();
  return (
    <DatePicker
      visible={visible}
      onClose={onClose}
      precision="month"
      min={new Date(now.getFullYear() - MONTH_PICKER_YEARS, 0, 1)}
      max={now}
      value={month ?? now}
      title={intl.formatMessage({ id: 'webWallet.filter.chooseMonth' })}
      onConfirm={onChoose}
      destroyOnClose
    />
  );
}

interface HistoryLineItemProps {
  line: WalletLine;
  unit: AmountUnit;
  signed: (value: string | number, unit: AmountUnit) => string;
}

function HistoryLineItem({ line, unit, signed }: HistoryLineItemProps) {
  const intl = useIntl();
  const reference = referenceLabel(line.reference);
  // A bonus line also says what its earner's bonus credit could not pay.
  const capped = 'capped' in line && typeof line.capped === 'string' && line.capped !== '0.00' ? line.capped : null;
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
        {reference && (
          <span className={styles.lineMeta} data-testid="wallet-line-reference">
            {intl.formatMessage({ id: reference.id }, reference.values)}
          </span>
        )}
        {capped && (
          <span className={styles.lineMeta} data-testid="wallet-line-capped">
            {intl.formatMessage({ id: 'webWallet.list.capped' }, { amount: signed(capped, unit).replace(/^\+/, '') })}
          </span>
        )}
      </div>
      <span className={line.direction === 'in' ? styles.amountIn : styles.amountOut} data-testid="wallet-line-amount">
        {signed(line.amount, unit)}
      </span>
    </li>
  );
}
