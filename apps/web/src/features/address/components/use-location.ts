// "Use my location": explains why first (the spec's permission text), then asks the browser for
// the position and the server for the nearest region. No map service is involved.
import type { WebMessageId } from '@/lib/messages.ts';
import { useIntl } from 'react-intl';
import { reportError } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import { useReverseGeocode, type Located } from '../api/regions.ts';

export function useLocation(onLocated: (located: Located) => void) {
  const intl = useIntl();
  const reverse = useReverseGeocode();
  const text = (id: WebMessageId) => intl.formatMessage({ id });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      showToast(text('webAddress.location.unsupported'), 'fail');
      return;
    }
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        title: text('webAddress.location.title'),
        content: text('webAddress.location.explain'),
        confirmText: text('webAddress.location.allow'),
        cancelText: text('common.cancel'),
        onConfirm: () =>
          navigator.geolocation.getCurrentPosition(
            ({ coords }) =>
              reverse.mutate(
                { latitude: coords.latitude, longitude: coords.longitude },
                { onSuccess: onLocated, onError: reportError },
              ),
            () => showToast(text('webAddress.location.denied'), 'fail'),
            { timeout: 15_000, maximumAge: 60_000 },
          ),
      }),
    );
  };
  return { locate, isLocating: reverse.isPending };
}
