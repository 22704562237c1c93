import { useIntl } from 'react-intl';
import type { FormItemProps } from 'antd-mobile/es/components/form';

type Rules = NonNullable<FormItemProps['rules']>;

const MOBILE_PATTERN = /^\+?[\d\s-]{6,24}$/;
const CODE_PATTERN = /^\d{6}$/;

/** The checks a form makes before asking the server (which checks again and has the last word). */
export function useAccountRules(): { mobile: Rules; code: Rules; password: Rules; newPassword: Rules } {
  const intl = useIntl();
  const invalidMobile = intl.formatMessage({ id: 'webAccount.rule.mobile' });
  return {
    mobile: [
      { required: true, whitespace: true, message: invalidMobile },
      { pattern: MOBILE_PATTERN, message: invalidMobile },
    ],
    code: [
      { required: true, message: intl.formatMessage({ id: 'webAccount.code.placeholder' }) },
      { pattern: CODE_PATTERN, message: intl.formatMessage({ id: 'webAccount.rule.code' }) },
    ],
    password: [
      { required: true, message: intl.formatMessage({ id: 'web.login.passwordPlaceholder' }) },
      { min: 6, message: intl.formatMessage({ id: 'web.login.passwordTooShort' }) },
      { max: 64, message: intl.formatMessage({ id: 'webAccount.rule.passwordRange' }) },
    ],
    newPassword: [
      { required: true, message: intl.formatMessage({ id: 'web.login.passwordPlaceholder' }) },
      { min: 6, max: 20, message: intl.formatMessage({ id: 'webAccount.rule.passwordRange' }) },
    ],
  };
}
