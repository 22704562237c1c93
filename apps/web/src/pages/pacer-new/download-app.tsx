import { WithPageMessages } from '@/components/page-messages.tsx';
import { DownloadAppScreen } from '@/features/notice/components/download-app-screen.tsx';

export default function DownloadAppPage() {
  return (
    <WithPageMessages>
      <DownloadAppScreen />
    </WithPageMessages>
  );
}
