import { queryOptions } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import { settingSchemas } from '@mall/contracts';
import { mayCall } from '../../../lib/access.ts';
import { callApi } from '../../../lib/api.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { ledgerKeys } from './keys.ts';

/** The setting that decides which adjustments wait for a second operator. */
const APPROVAL_SETTING = 'ledgerAdjustmentApprovalMinor';

async function fetchApprovalLimitMinor(signal?: AbortSignal): Promise<number | null> {
  const settings = await callApi(calls.adminSettings.list, undefined, { signal, isQuiet: true });
  const parsed = settingSchemas[APPROVAL_SETTING].safeParse(
    settings.find((row) => row.key === APPROVAL_SETTING)?.value,
  );
  return parsed.success ? parsed.data : null;
}

export const approvalLimitQueryOptions = () =>
  queryOptions({
    queryKey: ledgerKeys.approvalLimit(),
    queryFn: ({ signal }) => fetchApprovalLimitMinor(signal),
  });

/**
 * Whether this operator may read the approval limit: the settings are readable only by roles that may
 * read settings (finance may not), and then the form says so instead of guessing.
 */
export function useMayReadApprovalLimit(): boolean {
  const { data: operator } = useMe();
  return operator ? mayCall(operator.roles, calls.adminSettings.list) : false;
}
