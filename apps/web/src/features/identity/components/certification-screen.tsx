import { useIntl } from 'react-intl';
import { identityKinds } from '@mall/contracts/browser';
import List from 'antd-mobile/es/components/list';
import { LinkCell } from '@/components/cells.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { useSession } from '@/lib/session.ts';
import { useCertInfo } from '../api/cert.ts';
import { formPath, viewPath } from './identity-paths.ts';
import { StateCard } from './state-card.tsx';
import styles from './identity.module.css';

/** set/certification: where identity stands, and the choice of type when one may submit. */
export function CertificationScreen() {
  const intl = useIntl();
  const session = useSession();
  const info = useCertInfo();
  if (!session) return <LoginPrompt />;
  if (info.isError) return <ErrorView error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingView lines={4} />;
  const { state, kind } = info.data;
  const canSubmit = state === 'none' || state === 'rejected';
  return (
    <div className={styles.screen}>
      <StateCard info={info.data} />
      {kind && state !== 'none' && (
        <List className={styles.list}>
          <LinkCell to={viewPath[kind]} testId="cert-view">
            {intl.formatMessage({ id: 'webIdentity.view' })}
          </LinkCell>
        </List>
      )}
      {canSubmit && (
        <List className={styles.list} header={intl.formatMessage({ id: 'webIdentity.choose' })}>
          {identityKinds.map((choice) => (
            <LinkCell
              key={choice}
              to={formPath[choice]}
              testId={`cert-kind-${choice}`}
              extra={intl.formatMessage({ id: `webIdentity.kindHint.${choice}` })}
            >
              {intl.formatMessage({ id: `webIdentity.kind.${choice}` })}
            </LinkCell>
          ))}
        </List>
      )}
    </div>
  );
}
