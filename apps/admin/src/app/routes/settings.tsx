import { adminSettings } from '@mall/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import { useSettingsList } from '../../features/settings/api/settings-list.ts';
import { SettingsEditor } from '../../features/settings/components/settings-editor.tsx';
import { useT } from '../../lib/i18n.ts';

function SettingsPage() {
  const t = useT();
  const settings = useSettingsList();
  return (
    <>
      <PageHeader title={t('admin.nav.settings')} />
      <QueryState query={settings} isEmpty={(rows) => rows.length === 0}>
        {(rows) => <SettingsEditor rows={rows} />}
      </QueryState>
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={adminSettings.list}>
      <SettingsPage />
    </RequireAccess>
  );
}
