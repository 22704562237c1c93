import { useIntl } from 'react-intl';
import Tag from 'antd-mobile/es/components/tag';
import type { CertInfo } from '../api/cert.ts';
import styles from './identity.module.css';

const tagColour = { none: 'default', review: 'warning', approved: 'success', rejected: 'danger' } as const;

/** The state, the 2-3 working days notice while under review, and a rejection's code and reasons. */
export function StateCard({ info }: { info: CertInfo }) {
  const intl = useIntl();
  const { state, kind } = info;
  return (
    <section className={styles.card} data-testid="cert-state" data-state={state}>
      <Tag color={tagColour[state]}>{intl.formatMessage({ id: `webIdentity.state.${state}` })}</Tag>
      {kind && <span> {intl.formatMessage({ id: `webIdentity.kind.${kind}` })}</span>}
      {state === 'review' && <p className={styles.notice}>{intl.formatMessage({ id: 'webIdentity.reviewNotice' })}</p>}
      {state === 'approved' && (
        <p className={styles.notice}>{intl.formatMessage({ id: 'webIdentity.approvedNotice' })}</p>
      )}
      {state === 'rejected' && (
        <>
          <p className={styles.notice}>{intl.formatMessage({ id: 'webIdentity.rejectedNotice' })}</p>
          <p className={styles.reasons} data-testid="cert-reasons">
            {info.rejectCode && intl.formatMessage({ id: `webIdentity.reject.${info.rejectCode}` })}
            {info.rejectReasons ? `: ${info.rejectReasons}` : ''}
          </p>
        </>
      )}
    </section>
  );
}
