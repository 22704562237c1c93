// discount-card/search: the listed products a discount card pays for, by keyword, page by page.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { useSession } from '@/lib/session.ts';
import { ProductList } from '../../../shared/catalog-lists/components/product-list.tsx';
import { useDiscountCardProducts } from '../api/discount-cards.ts';
import styles from './discount-card.module.css';

export function SearchScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <Search />;
}

function Search() {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  const products = useDiscountCardProducts(keyword);
  return (
    <PullToRefresh onRefresh={async () => void (await products.refetch())}>
      <div className={styles.screen} data-testid="dc-search">
        <SearchBar
          className={styles.search}
          placeholder={intl.formatMessage({ id: 'webWallet.dc.searchPlaceholder' })}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
          data-testid="dc-search-input"
        />
        <ProductList query={products} emptyTitle={intl.formatMessage({ id: 'webWallet.dc.noProducts' })} />
      </div>
    </PullToRefresh>
  );
}
