import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminMembers } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { membersKeys } from './keys.ts';

export interface MemberStatusChange {
  memberId: number;
  /** true calls disable, false calls enable. */
  isDisabled: boolean;
}

export function setMemberStatus({
  memberId,
  isDisabled,
}: MemberStatusChange): Promise<ResultOf<typeof adminMembers.disable>> {
  return callApi(isDisabled ? calls.adminMembers.disable : calls.adminMembers.enable, { memberId });
}

/** Disables or enables a member, then reloads their page and the lists (disabling also ends their sessions). */
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberStatus,
    onSuccess: async (_summary, { memberId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKeys.detail(memberId) }),
        queryClient.invalidateQueries({ queryKey: membersKeys.pages() }),
      ]);
    },
  });
}
