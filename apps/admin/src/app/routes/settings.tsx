import { Col, Row } from 'antd';
import { calls } from '@mall/contracts/browser';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useMe } from '../../shared/auth/api/me.ts';
import { RequireAccess } from '../../features/auth/components/require-access.tsx';
import {
  OauthClientSecretCard,
  type OauthProviderChoice,
} from '../../features/members/components/oauth-client-secret-card.tsx';
import { useSettingsList, type SettingRow } from '../../features/settings/api/settings-list.ts';
import { usePendingChanges } from '../../features/settings/api/pending-changes.ts';
import { PendingChangesCard } from '../../features/settings/components/pending-changes-card.tsx';
import { SettingsEditor } from '../../features/settings/components/settings-editor.tsx';
import { mayCall } from '../../lib/access.ts';
import { useT } from '../../lib/i18n.ts';

/** The providers configured in the oauthProviders setting, offered when storing a client secret. */
function oauthProvidersOf(rows: SettingRow[]): OauthProviderChoice[] {
  const value = rows.find((row) => row.key === 'oauthProviders')?.value;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { key, name } = (item ?? {}) as { key?: unknown; name?: unknown };
    return typeof key === 'string' ? [{ key, name: typeof name === 'string' ? name : key }] : [];
  });
}

function SettingsPage() {
  const t = useT();
  const settings = useSettingsList();
  const meQuery = useMe();
  const me = meQuery.data;
  // Client secrets are admin-only, while others with the operator role may edit the other settings.
  const maySetSecrets = me ? mayCall(me.roles, calls.adminMembers.setOauthClientSecret) : false;
  const mayApprove = me ? mayCall(me.roles, calls.adminSettings.pending) : false;
  const pending = usePendingChanges(mayApprove);
  // The waiting changes sit above the settings: the page shows once both are known, so the forms
  // do not move down under the operator's pointer as they arrive.
  if (meQuery.isPending || (mayApprove && pending.isPending)) {
    return (
      <>
        <PageHeader title={t('admin.nav.settings')} />
        <LoadingBlock />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('admin.nav.settings')} />
      <QueryState query={settings} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <>
            {mayApprove ? (
              <Row gutter={24}>
                <Col xs={24} xl={19}>
                  <PendingChangesCard />
                </Col>
              </Row>
            ) : null}
            <SettingsEditor rows={rows} roles={me?.roles ?? []} />
            {maySetSecrets ? (
              <Row gutter={24}>
                <Col xs={24} xl={19}>
                  <OauthClientSecretCard providers={oauthProvidersOf(rows)} />
                </Col>
              </Row>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

export function Component() {
  return (
    <RequireAccess call={calls.adminSettings.list}>
      <SettingsPage />
    </RequireAccess>
  );
}
