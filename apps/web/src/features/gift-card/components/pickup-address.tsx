// A pickup code's address step: the member's addresses, one tap sends the code again with it.
import { useIntl } from 'react-intl';
import List from 'antd-mobile/es/components/list';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { usePickupAddresses } from '../api/gift-cards.ts';

export function PickupAddress({ onPick, busy }: { onPick: (addressId: number) => void; busy: boolean }) {
  const intl = useIntl();
  const addresses = usePickupAddresses(true);
  if (addresses.isPending) return <LoadingView lines={3} />;
  if (addresses.isError) return <ErrorView error={addresses.error} onRetry={() => void addresses.refetch()} />;
  if (addresses.data.length === 0)
    return <StatusView testId="pickup-no-address" title={intl.formatMessage({ id: 'webGiftCard.noAddress' })} />;
  return (
    <List header={intl.formatMessage({ id: 'webGiftCard.chooseAddress' })} data-testid="pickup-addresses">
      {addresses.data.map((address) => (
        <List.Item
          key={address.id}
          clickable={!busy}
          onClick={() => !busy && onPick(address.id)}
          description={`${address.province} ${address.city} ${address.area} ${address.address}`}
          data-testid="pickup-address"
        >
          {address.name} {address.mobile}
        </List.Item>
      ))}
    </List>
  );
}
