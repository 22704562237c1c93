import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { InfoIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { appPageUrl, forgetProviderAnswer, providerAnswer } from '@/shared/auth/open-login-state.ts';
import { ApiError, reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { BindReturnError, useFinishBind, useStartBind } from '../api/bind-open-account.ts';
import { useOpenAccountList, type OpenAccount } from '../api/get-open-account-list.ts';
import { useUnbind } from '../api/unbind-open-account.ts';
import { rememberBind, takeBind } from '../bind-state.ts';
import styles from './social-accounts.module.css';

/**
 * Finishes a link when the provider has just sent the browser back here with its answer. The
 * answer is read and wiped from the address at once: its code works only once.
 */
function useFinishReturnedBind() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [hashParams] = useSearchParams();
  const finish = useFinishBind();
  const hasStarted = useRef(false);
  const { mutate } = finish;

  useEffect(() => {
    // A second effect run (development re-mounts) must not spend the code again.
    if (hasStarted.current) return;
    const answer = providerAnswer(hashParams);
    if (!answer.code && !answer.error) return;
    hasStarted.current = true;
    const pending = takeBind();
    forgetProviderAnswer();
    if (hashParams.size > 0) void navigate(paths.setSocialAccounts, { replace: true });
    mutate(
      { answer, pending },
      { onSuccess: () => showToast(intl.formatMessage({ id: 'webSocial.linkDone' }), 'success') },
    );
  }, [hashParams, intl, mutate, navigate]);

  return finish;
}

function AccountRow({
  account,
  isLinking,
  canLink,
  onLink,
  onUnlink,
}: {
  account: OpenAccount;
  isLinking: boolean;
  canLink: boolean;
  onLink: () => void;
  onUnlink: () => void;
}) {
  const intl = useIntl();
  const status = account.isBound
    ? account.displayName
      ? intl.formatMessage({ id: 'webSocial.linkedAs' }, { name: account.displayName })
      : intl.formatMessage({ id: 'webSocial.linked' })
    : intl.formatMessage({ id: 'webSocial.notLinked' });
  const since =
    account.isBound && account.boundAt
      ? intl.formatMessage(
          { id: 'webSocial.linkedAt' },
          { date: intl.formatDate(account.boundAt, { year: 'numeric', month: 'short', day: 'numeric' }) },
        )
      : null;
  return (
    <List.Item
      data-testid={`social-account-${account.provider}`}
      prefix={
        <span className={styles.badge} aria-hidden>
          {account.name.slice(0, 1)}
        </span>
      }
      description={
        <span className={styles.status}>
          <span data-testid={`social-account-${account.provider}-status`} data-bound={account.isBound}>
            {status}
          </span>
          {since && <span> · {since}</span>}
        </span>
      }
      extra={
        account.isBound ? (
          <Button
            size="small"
            color="danger"
            fill="outline"
            onClick={onUnlink}
            data-testid={`social-account-${account.provider}-unlink`}
          >
            {intl.formatMessage({ id: 'webSocial.unlink' })}
          </Button>
        ) : (
          <Button
            size="small"
            color="primary"
            loading={isLinking}
            disabled={!canLink}
            onClick={onLink}
            data-testid={`social-account-${account.provider}-link`}
          >
            {intl.formatMessage({ id: 'webSocial.link' })}
          </Button>
        )
      }
    >
      {account.name}
    </List.Item>
  );
}

/** Asks before unlinking, then unlinks and says so. */
function useConfirmUnlink() {
  const intl = useIntl();
  const unbind = useUnbind();
  // Unlinking takes away a way to log in, so it is asked first; the dialog's code loads only then.
  return (account: OpenAccount) =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        title: intl.formatMessage({ id: 'webSocial.unlinkTitle' }),
        content: intl.formatMessage({ id: 'webSocial.unlinkConfirm' }, { provider: account.name }),
        confirmText: (
          <span data-testid="social-account-unlink-confirm">{intl.formatMessage({ id: 'webSocial.unlink' })}</span>
        ),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          unbind
            .mutateAsync(account.provider)
            .then(() => showToast(intl.formatMessage({ id: 'webSocial.unlinkDone' }), 'success'), reportError),
      }),
    );
}

/** Why the link just returned from the provider failed, until dismissed. */
function BindErrorNotice({ error, onDismiss }: { error: Error; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.problem} role="alert" data-testid="social-accounts-bind-error">
      <h2 className={styles.problemTitle}>{intl.formatMessage({ id: 'webSocial.failed' })}</h2>
      <p className={styles.problemText}>
        {error instanceof BindReturnError
          ? intl.formatMessage({ id: error.reason === 'refused' ? 'webSocial.refused' : 'webSocial.expired' })
          : error.message}
      </p>
      <Button
        className={styles.problemAction}
        size="small"
        onClick={onDismiss}
        data-testid="social-accounts-bind-error-dismiss"
      >
        {intl.formatMessage({ id: 'webSocial.dismiss' })}
      </Button>
    </section>
  );
}

function SocialAccounts() {
  const intl = useIntl();
  const settings = useAppSettings();
  const list = useOpenAccountList();
  const finish = useFinishReturnedBind();
  const start = useStartBind();
  const confirmUnlink = useConfirmUnlink();

  const link = (provider: string) => {
    const redirectUri = appPageUrl(paths.setSocialAccounts);
    finish.reset();
    start.mutate(
      { provider, redirectUri },
      {
        onSuccess: ({ authorizeUrl, state }) => {
          rememberBind({ provider, redirectUri, state });
          window.location.assign(authorizeUrl);
        },
        onError: reportError,
      },
    );
  };

  if (finish.isPending) {
    return (
      <div className={styles.screen} data-testid="social-accounts-finishing">
        <p className={styles.intro}>{intl.formatMessage({ id: 'webSocial.finishing' })}</p>
        <LoadingView lines={2} />
      </div>
    );
  }

  // The server refuses every link and unlink while the shop has third-party login switched off.
  if (settings.data && !settings.data.showOpenLogin) {
    return (
      <StatusView
        testId="social-accounts-off"
        icon={<InfoIcon />}
        title={intl.formatMessage({ id: 'webSocial.off' })}
      />
    );
  }

  const finishError = finish.error;
  const showFinishError = finishError && !(finishError instanceof ApiError && finishError.isHandled);

  return (
    <div className={styles.screen} data-testid="social-accounts">
      {showFinishError && <BindErrorNotice error={finishError} onDismiss={() => finish.reset()} />}
      {list.isPending ? (
        <LoadingView lines={3} />
      ) : list.isError ? (
        <ErrorView error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <StatusView
          testId="social-accounts-empty"
          icon={<InfoIcon />}
          title={intl.formatMessage({ id: 'webSocial.empty' })}
        />
      ) : (
        <>
          <p className={styles.intro}>{intl.formatMessage({ id: 'webSocial.intro' })}</p>
          <List className={styles.list}>
            {list.data.map((account) => (
              <AccountRow
                key={account.provider}
                account={account}
                isLinking={(start.isPending || start.isSuccess) && start.variables.provider === account.provider}
                canLink={!start.isPending && !start.isSuccess}
                onLink={() => link(account.provider)}
                onUnlink={() => confirmUnlink(account)}
              />
            ))}
          </List>
        </>
      )}
    </div>
  );
}

/** The member's third-party accounts: link one through its provider, or unlink it. */
export function SocialAccountsScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <SocialAccounts />;
}
