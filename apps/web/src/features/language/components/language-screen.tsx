import { useIntl } from 'react-intl';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { bcp47, locales, type Locale } from '@mall/i18n';
import { ApiError } from '@/lib/api.ts';
import { chooseLocale, useLocale } from '@/lib/locale.ts';
import { intlOf } from '@/lib/messages.ts';
import { isLoggedIn } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useUpdateLanguage } from '../../../shared/language/api/update-language.ts';
import styles from './language-screen.module.css';

const NOT_FOUND = 404;

/** Chooses the app's language; a member's choice is also saved on their profile. */
export function LanguageScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const updateLanguage = useUpdateLanguage();

  const choose = async (next: Locale) => {
    if (next === locale) return;
    try {
      await chooseLocale(next);
    } catch {
      // The language's messages could not be downloaded; the current language stays.
      showToast(intl.formatMessage({ id: 'common.networkUnstable' }));
      return;
    }
    // Feedback in the language just chosen, which this render's intl does not speak yet.
    const chosen = intlOf(next);
    const saved = () => showToast(chosen.formatMessage({ id: 'web.language.saved' }), 'success');
    if (!isLoggedIn()) {
      saved();
      return;
    }
    updateLanguage.mutate(next, {
      onSuccess: saved,
      onError: (error) => {
        // The profile call is not served everywhere yet; the choice still holds on this device.
        if (error instanceof ApiError && error.code === NOT_FOUND) return saved();
        if (error instanceof ApiError && error.isHandled) return;
        showToast(chosen.formatMessage({ id: 'web.language.failed' }, { reason: error.message }), 'fail');
      },
    });
  };

  return (
    <Radio.Group value={locale} onChange={(value) => void choose(value as Locale)}>
      <div role="radiogroup" aria-label={intl.formatMessage({ id: 'web.language.title' })}>
        <List className={styles.list}>
          {locales.map((candidate) => (
            <List.Item key={candidate}>
              <Radio value={candidate} block className={styles.radio} data-testid={`language-${candidate}`}>
                <span lang={bcp47(candidate)}>{intl.formatMessage({ id: `web.language.${candidate}` })}</span>
              </Radio>
            </List.Item>
          ))}
        </List>
      </div>
    </Radio.Group>
  );
}
