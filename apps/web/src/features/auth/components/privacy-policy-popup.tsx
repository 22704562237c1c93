import { useIntl } from 'react-intl';
import { TextPopup } from '@/components/text-popup.tsx';
import { usePrivacyPolicy } from '../api/get-privacy-policy.ts';

export function PrivacyPolicyPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const intl = useIntl();
  const policy = usePrivacyPolicy(visible);
  return (
    <TextPopup
      testId="privacy-policy-popup"
      visible={visible}
      onClose={onClose}
      title={intl.formatMessage({ id: 'web.login.privacyPolicy' })}
      text={policy.data}
      error={policy.error}
      onRetry={() => void policy.refetch()}
    />
  );
}
