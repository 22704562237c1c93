import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { GiveEntry } from '@/features/discount-card/components/give-entry.tsx';
import { WalletHistory } from '@/features/wallet/components/wallet-history.tsx';

// The client has no discount-card history page; this path sits beside its discount-card pages,
// with the way to buy a card, to the products a card pays for, and to give value to a friend.
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
        <GiveEntry />
      </nav>
      <WalletHistory book="discountCard" />
    </>
  );
}
