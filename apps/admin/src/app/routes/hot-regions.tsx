import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { HotRegionsEditor } from '../../features/address/components/hot-regions-editor.tsx';
import { useT } from '../../lib/i18n.ts';

function HotRegionsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('admin.hotRegions.title')} />
      <HotRegionsEditor />
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminAddress.hotRegions}>
      <HotRegionsPage />
    </RequireAccess>
  );
}
