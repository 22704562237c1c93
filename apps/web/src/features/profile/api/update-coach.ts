import type { member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

export const updateCoach = endpoint<typeof member.updateCoach>('POST', '/mallapi/member/updateCoach');

/** Names a coach by their invite code. */
export function useUpdateCoach() {
  const saved = useSavedUser();
  return useMutation({
    mutationFn: (inviteCode: string) => request(updateCoach, { inviteCode }),
    onSuccess: saved,
  });
}
