import { WithPageMessages } from '@/components/page-messages.tsx';
import { NoticeListScreen } from '@/features/notice/components/notice-list-screen.tsx';

export default function NoticePage() {
  return (
    <WithPageMessages>
      <NoticeListScreen kind="notice" />
    </WithPageMessages>
  );
}
