import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { CreateSubsidyCard } from '../../features/campaign/components/create-subsidy-card.tsx';
import { SubsidyList } from '../../features/campaign/components/subsidy-list.tsx';
import { CreateZeroCard, ZeroList } from '../../features/campaign/components/zero-campaigns.tsx';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <RequireAccess call={calls.adminCampaign.subsidyList}>
      <PageHeader title={t('adminCampaign.nav')} />
      <CreateSubsidyCard />
      <SubsidyList />
      <CreateZeroCard />
      <ZeroList />
    </RequireAccess>
  );
}
