import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { BatchesList } from '../../features/giftcard/components/batches-list.tsx';
import { GenerateBatchCard } from '../../features/giftcard/components/generate-batch-card.tsx';
import { mayCall } from '../../lib/access.ts';
import { useT } from '../../lib/i18n.ts';
import { useMe } from '../../shared/auth/api/me.ts';

export function Component() {
  const t = useT();
  const mayGenerate = mayCall(useMe().data?.roles ?? [], calls.adminGiftCard.generate);
  return (
    <RequireAccess call={calls.adminGiftCard.batches}>
      <PageHeader title={t('adminGiftCard.nav')} />
      {mayGenerate ? <GenerateBatchCard /> : null}
      <BatchesList />
    </RequireAccess>
  );
}
