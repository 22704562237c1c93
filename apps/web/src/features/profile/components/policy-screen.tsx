import { useIntl } from 'react-intl';
import { useSearchParams } from '@/lib/router.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { policyTypes, usePolicy, type PolicyType } from '../api/get-policy.ts';
import styles from './profile.module.css';

const titleId: Record<PolicyType, WebMessageId> = {
  privacy: 'web.login.privacyPolicy',
  terms: 'webAccount.policy.terms',
  cash: 'webAccount.policy.cash',
  about: 'web.home.aboutUs',
};

/** One operator-written text on its own page. */
export function PolicyText({ type }: { type: PolicyType }) {
  const intl = useIntl();
  const policy = usePolicy(type);
  return (
    <div className={styles.screen}>
      <article className={styles.card} data-testid={`policy-${type}`}>
        <h2 className={styles.cardTitle}>{intl.formatMessage({ id: titleId[type] })}</h2>
        {policy.isError ? (
          <ErrorView error={policy.error} onRetry={() => void policy.refetch()} />
        ) : policy.isPending ? (
          <LoadingView lines={8} />
        ) : (
          <p className={styles.text}>{policy.data.trim() || intl.formatMessage({ id: 'common.empty' })}</p>
        )}
      </article>
    </div>
  );
}

/** `pages/policy/policy?type=privacy|terms|cash`; privacy when the type is missing or unknown. */
export function PolicyScreen() {
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('type');
  const type = policyTypes.find((candidate) => candidate === asked && candidate !== 'about') ?? 'privacy';
  return <PolicyText type={type} />;
}
