import { useIntl } from 'react-intl';
import { TextPopup } from '@/components/text-popup.tsx';
import { useAboutUs } from '../api/get-about-us.ts';

export function AboutUsPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const intl = useIntl();
  const aboutUs = useAboutUs(visible);
  return (
    <TextPopup
      testId="about-us-popup"
      visible={visible}
      onClose={onClose}
      title={intl.formatMessage({ id: 'web.home.aboutUs' })}
      text={aboutUs.data}
      error={aboutUs.error}
      onRetry={() => void aboutUs.refetch()}
    />
  );
}
