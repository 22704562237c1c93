import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, ResultOf, adminOperators } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { operatorsKeys } from './keys.ts';
import type { OperatorAccount } from './operators-list.ts';

export type UpdateOperatorInput = BodyOf<typeof adminOperators.update>;

export function updateOperator(input: UpdateOperatorInput): Promise<ResultOf<typeof adminOperators.update>> {
  return callApi(calls.adminOperators.update, input);
}

/** Changes an operator's roles or disables the account, and shows the change in the list at once. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: ({ operator: updated }) => {
      // A proposed grant changes nothing yet: the list stays as it is.
      if (!updated) return;
      queryClient.setQueryData<OperatorAccount[]>(operatorsKeys.list(), (list) =>
        list?.map((account) => (account.id === updated.id ? updated : account)),
      );
    },
  });
}
