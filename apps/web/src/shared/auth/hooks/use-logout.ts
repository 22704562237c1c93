import { useIntl } from 'react-intl';
import { showToast } from '@/lib/toast.ts';
import { useExit } from '../api/exit.ts';

/** Asks for confirmation, then ends the session on the server and on this device. */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const intl = useIntl();
  const exit = useExit();
  const logout = () => {
    // The dialog's code loads on first use; the account page does not need it to show.
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'web.me.logoutConfirm' }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          exit.mutateAsync().then(
            () => showToast(intl.formatMessage({ id: 'web.me.loggedOut' }), 'success'),
            // The session is gone locally either way; a network toast has already explained the rest.
            () => undefined,
          ),
      }),
    );
  };
  return { logout, isPending: exit.isPending };
}
