// Narrows a search by price, brand, category and stock. The choice goes back to the results in the
// URL; the server checks the price bounds first so a bad one is explained beside its field.
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Switch from 'antd-mobile/es/components/switch';
import { useMutation } from '@tanstack/react-query';
import { ErrorView } from '@/components/query-states.tsx';
import { useBrands } from '@/shared/catalog-lists/api/get-brands.ts';
import { useCategoryTree, type CategoryNode } from '@/shared/catalog-lists/api/get-category-tree.ts';
import { ApiError, reportError, request } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import {
  noFilters,
  readSearchFilters,
  searchCallParams,
  searchQueryString,
  type SearchFilters,
} from '../api/search-params.ts';
import { searchProducts } from '../api/search-products.ts';
import styles from './filters-screen.module.css';

type Choice = Omit<SearchFilters, 'keyword' | 'sort'>;
type PriceField = 'minPrice' | 'maxPrice';
type PriceErrors = Partial<Record<PriceField, string>>;

// The same shape the search call accepts: up to 9 digits and 2 decimals.
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

export function FiltersScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = readSearchFilters(searchParams);
  const [choice, setChoice] = useState<Choice>(() => ({
    minPrice: current.minPrice,
    maxPrice: current.maxPrice,
    brandIds: current.brandIds,
    cateId: current.cateId,
    inStock: current.inStock,
  }));
  const [priceErrors, setPriceErrors] = useState<PriceErrors>({});

  // One search of a single product with the chosen filters: the server's own check of every field.
  const check = useMutation({
    mutationFn: (filters: Choice) => request(searchProducts, { ...searchCallParams(filters), pageNum: 1, pageSize: 1 }),
  });

  const setPrice = (field: PriceField, value: string) => {
    setChoice((previous) => ({ ...previous, [field]: value.trim() }));
    setPriceErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const apply = () => {
    const errors = localPriceErrors(choice, intl);
    setPriceErrors(errors);
    if (errors.minPrice || errors.maxPrice) return;

    check.mutate(choice, {
      onSuccess: () =>
        // The filters page takes its own place in history: back from the results goes where the search began.
        void navigate(`${paths.searchList}?${searchQueryString({ ...current, ...choice })}`, { replace: true }),
      onError: (error) => {
        const fieldErrors = serverPriceErrors(error);
        if (fieldErrors) setPriceErrors(fieldErrors);
        else reportError(error);
      },
    });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.sections}>
        <PriceSection choice={choice} errors={priceErrors} onChange={setPrice} />
        <InStockSection
          value={choice.inStock}
          onChange={(inStock) => setChoice((previous) => ({ ...previous, inStock }))}
        />

        <BrandChoice
          value={choice.brandIds}
          onChange={(brandIds) => setChoice((previous) => ({ ...previous, brandIds }))}
        />
        <CategoryChoice
          value={choice.cateId}
          onChange={(cateId) => setChoice((previous) => ({ ...previous, cateId }))}
        />
      </div>

      <footer className={styles.footer}>
        <Button
          className={styles.footerButton}
          onClick={() => {
            setChoice(noFilters);
            setPriceErrors({});
          }}
          data-testid="filter-reset"
        >
          {intl.formatMessage({ id: 'webBrowse.filters.reset' })}
        </Button>
        <Button
          className={styles.footerButton}
          color="primary"
          loading={check.isPending}
          onClick={apply}
          data-testid="filter-apply"
        >
          {intl.formatMessage({ id: 'webBrowse.filters.apply' })}
        </Button>
      </footer>
    </div>
  );
}

/** The checks the page makes before asking the server: each bound well formed, the lower not above the upper. */
function localPriceErrors(choice: Choice, intl: IntlShape): PriceErrors {
  const errors: PriceErrors = {};
  for (const field of ['minPrice', 'maxPrice'] as const) {
    if (choice[field] && !PRICE.test(choice[field])) {
      errors[field] = intl.formatMessage({ id: 'webBrowse.filters.priceInvalid' });
    }
  }
  if (!errors.minPrice && !errors.maxPrice && choice.minPrice && choice.maxPrice) {
    if (Number(choice.minPrice) > Number(choice.maxPrice)) {
      errors.maxPrice = intl.formatMessage({ id: 'webBrowse.filters.priceOrder' });
    }
  }
  return errors;
}

/** The server's reasons about the price bounds, or null when it refused for something else. */
function serverPriceErrors(error: Error): PriceErrors | null {
  if (!(error instanceof ApiError) || error.isHandled) return null;
  const errors: PriceErrors = {};
  for (const issue of error.fields) {
    if (issue.field === 'minPrice' || issue.field === 'maxPrice') errors[issue.field] = issue.message;
  }
  return errors.minPrice || errors.maxPrice ? errors : null;
}

interface PriceSectionProps {
  choice: Choice;
  errors: PriceErrors;
  onChange: (field: PriceField, value: string) => void;
}

function PriceSection({ choice, errors, onChange }: PriceSectionProps) {
  const intl = useIntl();
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{intl.formatMessage({ id: 'webBrowse.filters.price' })}</h2>
      <div className={styles.priceRow}>
        <PriceInput
          field="minPrice"
          value={choice.minPrice}
          error={errors.minPrice}
          placeholder={intl.formatMessage({ id: 'webBrowse.filters.minPrice' })}
          onChange={(value) => onChange('minPrice', value)}
        />
        <span className={styles.dash} aria-hidden>
          –
        </span>
        <PriceInput
          field="maxPrice"
          value={choice.maxPrice}
          error={errors.maxPrice}
          placeholder={intl.formatMessage({ id: 'webBrowse.filters.maxPrice' })}
          onChange={(value) => onChange('maxPrice', value)}
        />
      </div>
    </section>
  );
}

function InStockSection({ value, onChange }: { value: boolean; onChange: (inStock: boolean) => void }) {
  const intl = useIntl();
  return (
    <section className={styles.section}>
      <div className={styles.switchRow}>
        <h2 className={styles.title} id="filter-in-stock">
          {intl.formatMessage({ id: 'webBrowse.filters.inStock' })}
        </h2>
        <Switch checked={value} onChange={onChange} aria-labelledby="filter-in-stock" data-testid="filter-in-stock" />
      </div>
    </section>
  );
}

interface PriceInputProps {
  field: PriceField;
  value: string;
  error: string | undefined;
  placeholder: string;
  onChange: (value: string) => void;
}

function PriceInput({ field, value, error, placeholder, onChange }: PriceInputProps) {
  const errorId = `filter-${field}-error`;
  return (
    <div className={styles.priceField}>
      <Input
        className={error ? styles.priceInputBad : styles.priceInput}
        name={field}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        inputMode="decimal"
        maxLength={12}
        aria-label={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`filter-${field}`}
      />
      {error && (
        <p className={styles.fieldError} id={errorId} role="alert" data-testid={`filter-${field}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function BrandChoice({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const intl = useIntl();
  const brands = useBrands({});
  const options = (brands.data?.pages.flatMap((page) => page.list) ?? []).map((brand) => ({
    label: brand.name,
    value: brand.id,
  }));
  return (
    <section className={styles.section} data-testid="filter-brands">
      <h2 className={styles.title}>{intl.formatMessage({ id: 'webBrowse.filters.brand' })}</h2>
      {brands.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : brands.isError && options.length === 0 ? (
        <ErrorView error={brands.error} onRetry={() => void brands.refetch()} />
      ) : (
        <>
          <Selector multiple columns={3} options={options} value={value} onChange={onChange} showCheckMark />
          {brands.hasNextPage && (
            <Button
              fill="none"
              size="small"
              className={styles.more}
              loading={brands.isFetchingNextPage}
              onClick={() => void brands.fetchNextPage()}
            >
              {intl.formatMessage({ id: 'webBrowse.filters.moreBrands' })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** The grand category first; when it has subcategories, one of them may narrow it further. */
function CategoryChoice({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const intl = useIntl();
  const tree = useCategoryTree();
  const grands = tree.data ?? [];
  const grand: CategoryNode | undefined = grands.find(
    (node) => node.id === value || node.children.some((child) => child.id === value),
  );

  return (
    <section className={styles.section} data-testid="filter-categories">
      <h2 className={styles.title}>{intl.formatMessage({ id: 'webBrowse.filters.category' })}</h2>
      {tree.isPending ? (
        <Skeleton.Paragraph lineCount={2} animated />
      ) : tree.isError ? (
        <ErrorView error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <>
          <Selector
            columns={3}
            options={grands.map((node) => ({ label: node.name, value: node.id }))}
            value={grand ? [grand.id] : []}
            onChange={(ids) => onChange(ids[0] ?? null)}
          />
          {grand && grand.children.length > 0 && (
            <div className={styles.subs}>
              <h3 className={styles.subTitle}>
                {intl.formatMessage({ id: 'webBrowse.filters.subcategory' }, { name: grand.name })}
              </h3>
              <Selector
                columns={3}
                options={grand.children.map((node) => ({ label: node.name, value: node.id }))}
                value={value !== null && value !== grand.id ? [value] : []}
                // Unpicking the subcategory keeps the grand category.
                onChange={(ids) => onChange(ids[0] ?? grand.id)}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
