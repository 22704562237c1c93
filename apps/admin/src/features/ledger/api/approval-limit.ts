import { useQuery } from '@tanstack/react-query';
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

/**
 * The approval limit in minor units, or null when it cannot be known: the settings are readable
 * only by roles that may read settings (finance may not), and then the form says so instead of guessing.
 */
export function useApprovalLimitMinor(): number | null {
  const { data: operator } = useMe();
  const isReadable = operator ? mayCall(operator.roles, calls.adminSettings.list) : false;
  const limit = useQuery({
    queryKey: ledgerKeys.approvalLimit(),
    queryFn: ({ signal }) => fetchApprovalLimitMinor(signal),
    enabled: isReadable,
  });
  return isReadable ? (limit.data ?? null) : null;
}
