import { useIntl } from 'react-intl';
import Tag from 'antd-mobile/es/components/tag';
import type { CertInfo } from '../api/cert.ts';
import styles from './identity.module.css';

const tagColour = { none: 'default', review: 'warning', approved: 'success', rejected: 'danger' } as const;

/**
 * The state, the 2-3 working days notice while under review, and a rejection: its template reasons
 * in the member's language and the reviewer's note as written (older rejections: code and note).
 */
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
          {info.rejectTexts && info.rejectTexts.length > 0 ? (
            <ul className={styles.reasons} data-testid="cert-reasons">
              {info.rejectTexts.map((text) => (
                <li key={text} data-testid="cert-reason">
                  {text}
                </li>
              ))}
              {info.rejectReasons && <li data-testid="cert-reason-note">{info.rejectReasons}</li>}
            </ul>
          ) : (
            <p className={styles.reasons} data-testid="cert-reasons">
              {info.rejectCode && intl.formatMessage({ id: `webIdentity.reject.${info.rejectCode}` })}
              {info.rejectReasons ? `: ${info.rejectReasons}` : ''}
            </p>
          )}
        </>
      )}
    </section>
  );
}
