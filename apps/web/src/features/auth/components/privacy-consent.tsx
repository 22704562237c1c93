import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useLazySheet } from '@/lib/use-lazy-sheet.ts';
import styles from './login-form.module.css';

// The policy sheet (and the animation code behind it) loads only when the shopper opens it.
const PrivacyPolicyPopup = lazy(async () => ({
  default: (await import('./privacy-policy-popup.tsx')).PrivacyPolicyPopup,
}));

/** "I have read and agree to the privacy policy", with the policy one tap away. */
export function PrivacyConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const intl = useIntl();
  const policy = useLazySheet();

  const openPolicy = (event: { preventDefault: () => void; stopPropagation: () => void }) => {
    // The link sits in the checkbox's label: opening the policy must not tick the box.
    event.preventDefault();
    event.stopPropagation();
    policy.open();
  };

  return (
    <div className={styles.agree}>
      <Checkbox checked={checked} onChange={onChange} data-testid="login-agree">
        <span className={styles.agreeText}>
          {intl.formatMessage(
            { id: 'web.login.agree' },
            {
              link: (chunks) => (
                <button
                  type="button"
                  className={styles.policyLink}
                  onClick={openPolicy}
                  data-testid="login-privacy-policy"
                >
                  {chunks}
                </button>
              ),
            },
          )}
        </span>
      </Checkbox>
      {policy.isMounted && (
        <Suspense fallback={null}>
          <PrivacyPolicyPopup visible={policy.isOpen} onClose={policy.close} />
        </Suspense>
      )}
    </div>
  );
}
