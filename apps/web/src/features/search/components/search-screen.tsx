// Where a search starts: the search box, the member's recent searches, and what others search for.
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@/lib/router.tsx';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ErrorView } from '@/components/query-states.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useHotWords } from '../api/get-hot-words.ts';
import { useSearchHistory } from '../api/get-search-history.ts';
import { useVoucherHotWords } from '../api/get-voucher-hot-words.ts';
import { useRemoveSearchHistory } from '../api/remove-search-history.ts';
import { noFilters, searchQueryString } from '../api/search-params.ts';
import { SearchBox } from './search-box.tsx';
import styles from './search-screen.module.css';

export const searchListPath = (keyword: string) =>
  `${paths.searchList}?${searchQueryString({ keyword, sort: 'default', ...noFilters })}`;

export function SearchScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isMember = useSession() !== null;
  const hotWords = useHotWords();
  const voucherHotWords = useVoucherHotWords();
  const search = (keyword: string) => void navigate(searchListPath(keyword));

  return (
    <div className={styles.screen}>
      <SearchBox
        initialValue={searchParams.get('keyword') ?? ''}
        placeholder={intl.formatMessage({ id: 'webBrowse.search.placeholder' })}
        onSearch={search}
        autoFocus
      />
      {isMember && <SearchHistory />}
      <HotWords words={hotWords} kind="product" />
      <HotWords words={voucherHotWords} kind="voucher" />
      <Link className={styles.brandSearch} to={paths.brandSearch} data-testid="search-brands">
        {intl.formatMessage({ id: 'webBrowse.search.brands' })}
      </Link>
    </div>
  );
}

function SearchHistory() {
  const intl = useIntl();
  const history = useSearchHistory();
  const remove = useRemoveSearchHistory();

  const removeOne = (keyword: string) => remove.mutate(keyword, { onError: reportError });
  const clearAll = () => {
    // The dialog's code loads on first use; the search page does not need it to show.
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webBrowse.history.clearConfirm' }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          remove
            .mutateAsync(undefined)
            .then(() => showToast(intl.formatMessage({ id: 'webBrowse.history.cleared' }), 'success'), reportError),
      }),
    );
  };

  if (history.isError) return <ErrorView error={history.error} onRetry={() => void history.refetch()} />;
  // Nothing to show yet: the section appears with the member's first search.
  if (history.data?.length === 0) return null;

  return (
    <section className={styles.section} data-testid="search-history">
      <div className={styles.heading}>
        <h2 className={styles.title}>{intl.formatMessage({ id: 'webBrowse.history.title' })}</h2>
        {history.data && (
          <button type="button" className={styles.clear} onClick={clearAll} data-testid="search-history-clear">
            {intl.formatMessage({ id: 'webBrowse.history.clear' })}
          </button>
        )}
      </div>
      {history.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : (
        <ul className={styles.chips}>
          {history.data.map((entry) => (
            <li key={entry.keyword} className={styles.historyChip} data-testid="search-history-item">
              <Link className={styles.chipLink} to={searchListPath(entry.keyword)}>
                {entry.keyword}
              </Link>
              <button
                type="button"
                className={styles.remove}
                onClick={() => removeOne(entry.keyword)}
                disabled={remove.isPending}
                aria-label={intl.formatMessage({ id: 'webBrowse.history.remove' }, { keyword: entry.keyword })}
                data-testid="search-history-remove"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HotWords({ words, kind }: { words: ReturnType<typeof useHotWords>; kind: 'product' | 'voucher' }) {
  const intl = useIntl();

  // Hot words are a suggestion: without them (failed or none) the page still searches.
  if (words.isError || words.data?.length === 0) return null;
  return (
    <section
      className={styles.section}
      data-testid={kind === 'product' ? 'search-hot-words' : 'search-voucher-hot-words'}
    >
      <div className={styles.heading}>
        <h2 className={styles.title}>
          {intl.formatMessage({ id: kind === 'product' ? 'webBrowse.hotWords.title' : 'webBrowse.hotWords.vouchers' })}
        </h2>
      </div>
      {words.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : (
        <ul className={styles.chips}>
          {words.data.map((word) => (
            <li key={word.id}>
              <Link
                className={kind === 'product' ? styles.hotChip : styles.chip}
                to={searchListPath(word.word)}
                data-testid="search-hot-word"
              >
                {word.word}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
