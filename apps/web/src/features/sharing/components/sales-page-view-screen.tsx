// A sales page as anyone opens it (`pacer/sales-page-view?code=...`): the owner's picks. Opening it
// keeps the owner's invite code, so a sign-up or an order from here is theirs.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ProductCard } from '@/components/product-card.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ShareIcon } from '@/components/icons.tsx';
import { ApiError } from '@/lib/api.ts';
import { useSearchParams } from '@/lib/router.tsx';
import { rememberShareCode } from '@/lib/share-code.ts';
import { useSalesPage } from '../api/get-sales-page.ts';
import styles from './sharing.module.css';

export function SalesPageViewScreen() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const code = (search.get('code') ?? '').trim();
  const page = useSalesPage(code);
  const shareCode = page.data?.shareCode ?? '';
  useEffect(() => rememberShareCode(shareCode), [shareCode]);

  const gone = (
    <StatusView
      testId="sales-page-gone"
      icon={<ShareIcon />}
      title={intl.formatMessage({ id: 'webSharing.notFound' })}
    />
  );
  if (!code) return gone;
  if (page.isPending) return <LoadingView lines={4} />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.error === 'SALES_PAGE_NOT_FOUND') return gone;
    return <ErrorView error={page.error} onRetry={() => void page.refetch()} />;
  }
  const { title, ownerName, products } = page.data;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await page.refetch();
      }}
    >
      <div className={styles.screen} data-testid="sales-page-view">
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.muted}>{intl.formatMessage({ id: 'webSharing.by' }, { name: ownerName })}</p>
        {products.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage({ id: 'webSharing.noProducts' })}</p>
        ) : (
          <div className={styles.grid}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} testId="sales-page-product" />
            ))}
          </div>
        )}
      </div>
    </PullToRefresh>
  );
}
