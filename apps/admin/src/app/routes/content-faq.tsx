import { calls } from '@mall/contracts/browser';
import { PageHeader } from '../../components/page-header.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { FaqEditor } from '../../features/content/components/faq-editor.tsx';
import { useT } from '../../lib/i18n.ts';

function FaqPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('adminContent.faq.title')} />
      <FaqEditor />
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminContent.faq}>
      <FaqPage />
    </RequireAccess>
  );
}
