import { calls } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

const updateCoach = calls.member.updateCoach;

/** Names a coach by their invite code. */
export function useUpdateCoach() {
  const saved = useSavedUser();
  return useMutation({
    mutationFn: (inviteCode: string) => request(updateCoach, { inviteCode }),
    onSuccess: saved,
  });
}
