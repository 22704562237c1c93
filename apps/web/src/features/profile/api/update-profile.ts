import { calls } from '@mall/contracts/browser';
import type { BodyOf, member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

const updateProfile = calls.member.update;

export type ProfileChange = BodyOf<typeof member.update>;

/** Changes one or more of user name, nickname, sex, birthday and e-mail. */
export function useUpdateProfile() {
  const saved = useSavedUser();
  return useMutation({
    mutationFn: (change: ProfileChange) => request(updateProfile, change),
    onSuccess: saved,
  });
}
