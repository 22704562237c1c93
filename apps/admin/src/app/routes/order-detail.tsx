import { calls } from '@mall/contracts/browser';
import { Result } from 'antd';
import { useParams } from 'react-router';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { OrderDetailView } from '../../features/orders/components/order-detail-view.tsx';

function OrderDetailPage() {
  const orderId = Number(useParams().orderId);
  if (!Number.isInteger(orderId) || orderId < 1) return <Result status="404" />;
  return <OrderDetailView key={orderId} orderId={orderId} />;
}

export function Component() {
  return (
    <RequireAccess call={calls.adminOrders.detail}>
      <OrderDetailPage />
    </RequireAccess>
  );
}
