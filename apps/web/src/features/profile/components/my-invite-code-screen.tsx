import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { ErrorView, InlineLoading } from '@/components/query-states.tsx';
import { showToast } from '@/lib/toast.ts';
import { MemberGate } from './member-gate.tsx';
import { copyText, inviteLink } from './invite-link.ts';
import styles from './profile.module.css';

const QR_SIZE_PX = 440;

/** The QR code of a link as an image; the encoder downloads only when this page opens. */
function useQrCode(link: string) {
  return useQuery({
    queryKey: ['profile', 'qr', link],
    queryFn: async () => {
      const { toDataURL } = await import('qrcode');
      return toDataURL(link, { width: QR_SIZE_PX, margin: 1, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
  });
}

function InviteCard({ inviteCode }: { inviteCode: string }) {
  const intl = useIntl();
  const link = inviteLink(inviteCode);
  const qr = useQrCode(link);
  const copy = (text: string) =>
    copyText(
      text,
      {
        copied: intl.formatMessage({ id: 'web.me.copied' }),
        failed: intl.formatMessage({ id: 'webAccount.invite.copyFailed' }),
      },
      showToast,
    );

  return (
    <div className={styles.screen}>
      <section className={`${styles.card} ${styles.center}`}>
        <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.invite.scan' })}</h2>
        {qr.isError ? (
          <ErrorView error={qr.error} onRetry={() => void qr.refetch()} />
        ) : qr.data ? (
          <img
            className={styles.qr}
            src={qr.data}
            width={220}
            height={220}
            alt={intl.formatMessage({ id: 'webAccount.invite.qrAlt' })}
            data-testid="invite-qr"
          />
        ) : (
          <div className={styles.qrPlaceholder}>
            <InlineLoading />
          </div>
        )}
        <p className={styles.muted}>{intl.formatMessage({ id: 'web.me.inviteCode' })}</p>
        <p className={styles.code} data-testid="invite-code">
          {inviteCode}
        </p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{intl.formatMessage({ id: 'webAccount.invite.link' })}</h2>
        <p className={styles.link} data-testid="invite-link">
          {link}
        </p>
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => copy(link)} data-testid="invite-copy-link">
            {intl.formatMessage({ id: 'webAccount.invite.copyLink' })}
          </Button>
          <Button block fill="outline" onClick={() => copy(inviteCode)} data-testid="invite-copy-code">
            {intl.formatMessage({ id: 'webAccount.invite.copyCode' })}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** The member's invite link and its QR code, to share. */
export function MyInviteCodeScreen() {
  return <MemberGate>{(user) => <InviteCard inviteCode={user.inviteCode} />}</MemberGate>;
}
