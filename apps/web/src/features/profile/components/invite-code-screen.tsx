import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import type { MemberUser } from '@mall/contracts';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { SupportContact } from '@/shared/app-settings/components/support-contact.tsx';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useMemberinfo } from '../api/get-memberinfo.ts';
import { MemberGate } from './member-gate.tsx';
import { copyText } from './invite-link.ts';
import { fieldPath } from './profile-fields.ts';
import styles from './profile.module.css';

interface PersonRef {
  nickname: string;
  inviteCode: string;
  headImage: string | null;
}

function Person({ person, testId }: { person: PersonRef | null; testId: string }) {
  const intl = useIntl();
  if (!person) return <p className={styles.muted}>{intl.formatMessage({ id: 'webAccount.profile.notSet' })}</p>;
  return (
    <div className={styles.person} data-testid={testId}>
      <Avatar className={styles.avatar} src={person.headImage ?? ''} alt="" />
      <div>
        <p className={styles.personName}>{person.nickname}</p>
        <p className={styles.muted}>
          {intl.formatMessage({ id: 'web.me.inviteCode' })}: {person.inviteCode}
        </p>
      </div>
    </div>
  );
}

function InviteCodes({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const info = useMemberinfo();
  const copy = () =>
    copyText(
      user.inviteCode,
      { copied: intl.formatMessage({ id: 'web.me.copied' }), failed: intl.formatMessage({ id: 'web.me.copyFailed' }) },
      showToast,
    );

  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.invite.mine' })}</h2>
        <div className={styles.row}>
          <span className={styles.code} data-testid="userinfo-own-invite-code">
            {user.inviteCode}
          </span>
          <Button size="small" fill="outline" onClick={copy}>
            {intl.formatMessage({ id: 'web.me.copy' })}
          </Button>
        </div>
        <p className={styles.muted}>{intl.formatMessage({ id: 'webAccount.invite.fixed' })}</p>
        <SupportContact />
        <Link to={paths.myInviteCode} className={styles.muted} data-testid="userinfo-share-invite">
          {intl.formatMessage({ id: 'webAccount.invite.share' })}
        </Link>
      </section>
      {info.isError ? (
        <ErrorView error={info.error} onRetry={() => void info.refetch()} />
      ) : info.isPending ? (
        <LoadingView lines={3} />
      ) : (
        <>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.profile.inviter' })}</h2>
            <Person person={info.data.sponsor} testId="userinfo-sponsor" />
          </section>
          <section className={styles.card}>
            <div className={styles.row}>
              <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.profile.coach' })}</h2>
              <Link to={fieldPath('coach')} data-testid="userinfo-change-coach">
                {intl.formatMessage({ id: 'webAccount.profile.changeCoach' })}
              </Link>
            </div>
            <Person person={info.data.coach} testId="userinfo-coach-card" />
          </section>
        </>
      )}
    </div>
  );
}

/** The member's own invite code (fixed for life), who invited them, and their coach. */
export function InviteCodeScreen() {
  return <MemberGate>{(user) => <InviteCodes user={user} />}</MemberGate>;
}
