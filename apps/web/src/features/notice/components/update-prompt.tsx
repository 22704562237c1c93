// The update prompt: when the server says this app's version is behind the published one, a dialog
// offers the download. A forced update blocks the app (no way to close it); otherwise the member
// may dismiss it, once per published version (remembered on this device).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useUpdateCheck } from '../api/app-pages.ts';
import styles from './app-pages.module.css';

const DISMISSED_KEY = 'mall.updateDismissed';

function dismissedVersion(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function UpdatePrompt() {
  const intl = useIntl();
  const update = useUpdateCheck().data;
  const [dismissed, setDismissed] = useState(dismissedVersion);
  if (!update?.hasUpdate) return null;
  const isForced = update.forceUpdate;
  if (!isForced && dismissed === update.latestVersion) return null;
  const later = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, update.latestVersion);
    } catch {
      // Private mode: the prompt comes back next launch, which is harmless.
    }
    setDismissed(update.latestVersion);
  };
  return (
    <CenterPopup visible closeOnMaskClick={false} data-testid="update-prompt">
      <div className={styles.update}>
        <h2>{intl.formatMessage({ id: 'webNotice.update.title' }, { version: update.latestVersion })}</h2>
        <p>{intl.formatMessage({ id: isForced ? 'webNotice.update.forced' : 'webNotice.update.body' })}</p>
        <Button
          color="primary"
          block
          disabled={!update.downloadUrl}
          onClick={() => void window.open(update.downloadUrl, '_blank', 'noopener')}
          data-testid="update-download"
        >
          {intl.formatMessage({ id: 'webNotice.update.download' })}
        </Button>
        {!isForced && (
          <Button fill="none" block onClick={later} data-testid="update-later">
            {intl.formatMessage({ id: 'webNotice.update.later' })}
          </Button>
        )}
      </div>
    </CenterPopup>
  );
}
