// Lots by grand category. When the operator has set a lot picture, it is shown first, as the page opens.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import Tabs from 'antd-mobile/es/components/tabs';
import { useLotBootImage } from '../api/get-lot-boot-image.ts';
import { useLotGrandCategories } from '../api/get-lot-grand-categories.ts';
import { useLotProducts } from '../api/get-lot-products.ts';
import { ProductList } from '../../../shared/catalog-lists/components/product-list.tsx';
import styles from './lot-screen.module.css';

const ALL = 'all';

export function LotScreen() {
  const bootImage = useLotBootImage();
  const [isBootDismissed, setBootDismissed] = useState(false);

  // Wait for the answer so the list does not flash before the picture; without one, go straight in.
  if (bootImage.isPending) return null;
  if (bootImage.data && !isBootDismissed) {
    return <LotBoot image={bootImage.data} onEnter={() => setBootDismissed(true)} />;
  }
  return <LotList />;
}

function LotBoot({ image, onEnter }: { image: string; onEnter: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.boot} data-testid="lot-boot">
      <img className={styles.bootImage} src={image} alt="" />
      <button type="button" className={styles.enter} onClick={onEnter} data-testid="lot-boot-enter">
        {intl.formatMessage({ id: 'webBrowse.lot.enter' })}
      </button>
    </div>
  );
}

function LotList() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const grands = useLotGrandCategories();
  const grandParam = Number(searchParams.get('grandCateId'));
  const grandCateId = grands.data?.some((grand) => grand.id === grandParam) ? grandParam : null;
  const products = useLotProducts(grandCateId);

  const choose = (key: string) => setSearchParams(key === ALL ? {} : { grandCateId: key }, { replace: true });
  const refresh = async () => {
    await Promise.all([grands.refetch(), products.refetch()]);
  };

  return (
    <>
      {/* Without the categories the lots still list; only the tabs are missing. */}
      {grands.data && grands.data.length > 0 && (
        <div className={styles.tabs}>
          <Tabs activeKey={grandCateId === null ? ALL : String(grandCateId)} onChange={choose} data-testid="lot-tabs">
            <Tabs.Tab key={ALL} title={intl.formatMessage({ id: 'webBrowse.lot.all' })} />
            {grands.data.map((grand) => (
              <Tabs.Tab key={String(grand.id)} title={`${grand.name} (${grand.productCount})`} />
            ))}
          </Tabs>
        </div>
      )}
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.list}>
          <ProductList query={products} emptyTitle={intl.formatMessage({ id: 'webBrowse.lot.empty' })} />
        </div>
      </PullToRefresh>
    </>
  );
}
