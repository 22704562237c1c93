// The homepage Pacer alert: a signed-in member below VIP is invited to become a Pacer (VIP) until
// they close it; the account remembers (member/updateHomepagePacerAlert). Guests and VIPs, whom
// it does not concern, never see it. It reads the stored session, so home asks nothing more.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { calls } from '@mall/contracts/browser';
import { request } from '@/lib/api.ts';
import { Link } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { mergeUser, useSession } from '@/lib/session.ts';
import styles from './home-screen.module.css';

const VIP_LEVEL = 2;

export function PacerAlert() {
  const intl = useIntl();
  const user = useSession()?.user;
  const [isClosed, setClosed] = useState(false);
  if (!user || user.level >= VIP_LEVEL || !user.homepagePacerAlert || isClosed) return null;
  const close = () => {
    setClosed(true);
    request(calls.member.updateHomepagePacerAlert, { enabled: false }).then(
      ({ enabled }) => mergeUser({ ...user, homepagePacerAlert: enabled }),
      () => setClosed(false),
    );
  };
  return (
    <div className={styles.pacerAlert} data-testid="home-pacer-alert">
      <Link to={paths.buyVip} className={styles.pacerAlertLink}>
        {intl.formatMessage({ id: 'web.home.pacerAlert' })}
      </Link>
      <button
        type="button"
        className={styles.pacerAlertClose}
        onClick={close}
        aria-label={intl.formatMessage({ id: 'web.home.pacerAlertClose' })}
        data-testid="home-pacer-alert-close"
      >
        ×
      </button>
    </div>
  );
}
