import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminSettings } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';

export type SettingRow = ResultOf<typeof adminSettings.list>[number];

export function fetchSettings(signal?: AbortSignal): Promise<SettingRow[]> {
  return callApi(calls.adminSettings.list, undefined, { signal });
}

export const settingsListQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.list(),
    queryFn: ({ signal }) => fetchSettings(signal),
  });

export function useSettingsList() {
  return useQuery(settingsListQueryOptions());
}
