import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, ResultOf, adminOperators } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { operatorsKeys } from './keys.ts';

export type CreateOperatorInput = BodyOf<typeof adminOperators.create>;

export function createOperator(input: CreateOperatorInput): Promise<ResultOf<typeof adminOperators.create>> {
  return callApi(calls.adminOperators.create, input);
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKeys.list() }),
  });
}
