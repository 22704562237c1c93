import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { parseSort, type ProductSort } from '../api/sort.ts';
import styles from './sort-bar.module.css';

const plainSorts: { sort: ProductSort; label: WebMessageId }[] = [
  { sort: 'default', label: 'webBrowse.sort.default' },
  { sort: 'sales', label: 'webBrowse.sort.sales' },
  { sort: 'newest', label: 'webBrowse.sort.newest' },
];

/** The list order kept in the URL (`sort=`), so going back to a list finds it as it was left. */
export function useSortParam(): [ProductSort, (sort: ProductSort) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseSort(searchParams.get('sort'));
  const setSort = (next: ProductSort) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'default') params.delete('sort');
        else params.set('sort', next);
        return params;
      },
      { replace: true },
    );
  return [sort, setSort];
}

interface SortBarProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** Something at the end of the bar, such as the way to the filters. */
  extra?: ReactNode;
}

/** Default, sales and newest order, and price that turns from low-to-high to high-to-low on a second tap. */
export function SortBar({ value, onChange, extra }: SortBarProps) {
  const intl = useIntl();
  const isPrice = value === 'priceAsc' || value === 'priceDesc';
  const priceLabel = intl.formatMessage({
    id:
      value === 'priceAsc'
        ? 'webBrowse.sort.priceAsc'
        : value === 'priceDesc'
          ? 'webBrowse.sort.priceDesc'
          : 'webBrowse.sort.price',
  });
  return (
    <div className={styles.bar} role="toolbar" aria-label={intl.formatMessage({ id: 'webBrowse.sort.label' })}>
      {plainSorts.map(({ sort, label }) => (
        <button
          key={sort}
          type="button"
          className={value === sort ? styles.active : styles.option}
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
          data-testid={`sort-${sort}`}
        >
          {intl.formatMessage({ id: label })}
        </button>
      ))}
      <button
        type="button"
        className={isPrice ? styles.active : styles.option}
        aria-pressed={isPrice}
        aria-label={priceLabel}
        onClick={() => onChange(value === 'priceAsc' ? 'priceDesc' : 'priceAsc')}
        data-testid="sort-price"
        data-sort={isPrice ? value : undefined}
      >
        {intl.formatMessage({ id: 'webBrowse.sort.price' })}
        <span className={styles.arrows} aria-hidden>
          <span className={value === 'priceAsc' ? styles.arrowOn : undefined}>▲</span>
          <span className={value === 'priceDesc' ? styles.arrowOn : undefined}>▼</span>
        </span>
      </button>
      {extra}
    </div>
  );
}
