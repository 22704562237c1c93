import { WithPageMessages } from '@/components/page-messages.tsx';
import { DialogueScreen } from '@/features/support/components/dialogue-screen.tsx';

export default function DialoguePage() {
  return (
    <WithPageMessages>
      <DialogueScreen />
    </WithPageMessages>
  );
}
