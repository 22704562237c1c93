import { WithPageMessages } from '@/components/page-messages.tsx';
import { NoticeListScreen } from '@/features/notice/components/notice-list-screen.tsx';

export default function IntegralVariationPage() {
  return (
    <WithPageMessages>
      <NoticeListScreen kind="points" />
    </WithPageMessages>
  );
}
