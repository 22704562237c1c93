import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import type { IdentityKind } from '@mall/contracts/browser';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useCertInfo } from '../api/cert.ts';
import { textFields } from './cert-form-screen.tsx';
import { formPath } from './identity-paths.ts';
import { StateCard } from './state-card.tsx';
import styles from './identity.module.css';

/** set/view-personal, view-foreigner, view-company: what was submitted and where review stands. */
export function CertViewScreen({ kind }: { kind: IdentityKind }) {
  const intl = useIntl();
  const session = useSession();
  const info = useCertInfo();
  if (!session) return <LoginPrompt />;
  if (info.isError) return <ErrorView error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <LoadingView lines={6} />;
  const data = info.data;
  const saved = data[kind] as Record<string, unknown> | null;
  const label = (name: string) => intl.formatMessage({ id: `field.${name}` as WebMessageId });
  return (
    <div className={styles.screen}>
      <StateCard info={data} />
      {data.state === 'rejected' && (
        <div className={styles.actions}>
          <Link to={formPath[kind]}>
            <Button color="primary" data-testid="cert-resubmit">
              {intl.formatMessage({ id: 'webIdentity.resubmit' })}
            </Button>
          </Link>
          <Link to={paths.setCertification}>
            <Button data-testid="cert-change-type">{intl.formatMessage({ id: 'webIdentity.changeType' })}</Button>
          </Link>
        </div>
      )}
      {saved && data.kind === kind && (
        <List className={styles.list}>
          {textFields[kind].map((name) => (
            <List.Item key={name} extra={String(saved[name] ?? '')}>
              {label(name)}
            </List.Item>
          ))}
          {data.foreigner && kind === 'foreigner' && (
            <List.Item extra={intl.formatMessage({ id: `webIdentity.gender.${data.foreigner.gender as 0 | 1 | 2}` })}>
              {label('gender')}
            </List.Item>
          )}
          {data.company?.directors.map((director, index) => (
            <List.Item key={index} extra={director.idNumber}>
              {`${intl.formatMessage({ id: 'webIdentity.director' })}: ${director.name}`}
            </List.Item>
          ))}
        </List>
      )}
      {data.images.length > 0 && (
        <section className={styles.card}>
          <div className={styles.images}>
            {data.images.map((image) => (
              <figure key={image.slot}>
                <img className={styles.image} src={image.url} alt={label(image.slot)} />
                <figcaption>{label(image.slot)}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
