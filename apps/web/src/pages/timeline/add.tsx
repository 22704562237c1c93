import { WithPageMessages } from '@/components/page-messages.tsx';
import { AddScreen } from '@/features/timeline/components/add-screen.tsx';

export default function TimelineAddPage() {
  return (
    <WithPageMessages>
      <AddScreen />
    </WithPageMessages>
  );
}
