import { WithPageMessages } from '@/components/page-messages.tsx';
import { WebviewScreen } from '@/features/notice/components/webview-screen.tsx';

export default function WebviewPage() {
  return (
    <WithPageMessages>
      <WebviewScreen />
    </WithPageMessages>
  );
}
