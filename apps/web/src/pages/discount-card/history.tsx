import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { WalletHistory } from '@/features/wallet/components/wallet-history.tsx';

// The client has no discount-card history page; this path sits beside its discount-card pages,
// with the way to buy a card and to the products a card pays for.
export default function DiscountCardHistoryPage() {
  const intl = useIntl();
  return (
    <>
      <nav style={{ display: 'flex', gap: 16, padding: '10px 12px 0' }}>
        <Link to={paths.discountCardPurchase} data-testid="dc-purchase-link">
          {intl.formatMessage({ id: 'webWallet.dc.buy' })}
        </Link>
        <Link to={paths.discountCardSearch} data-testid="dc-search-link">
          {intl.formatMessage({ id: 'webWallet.dc.products' })}
        </Link>
      </nav>
      <WalletHistory book="discountCard" />
    </>
  );
}
