import { calls } from '@mall/contracts/browser';
import { Result } from 'antd';
import { useParams } from 'react-router';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { AfterSaleDetailView } from '../../features/aftersale/components/after-sale-detail-view.tsx';

function AfterSaleDetailPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Result status="404" />;
  return <AfterSaleDetailView key={id} id={id} />;
}

export function Component() {
  return (
    <RequireAccess call={calls.adminAfterSale.detail}>
      <AfterSaleDetailPage />
    </RequireAccess>
  );
}
