import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, SettingKey, Settings, adminSettings } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { settingsKeys } from './keys.ts';
import type { SettingRow } from './settings-list.ts';

/** One setting with a value of the type its schema in the contracts asks for. */
export type SettingChange = { [K in SettingKey]: { key: K; value: Settings[K] } }[SettingKey];

export function updateSetting(change: SettingChange): Promise<ResultOf<typeof adminSettings.update>> {
  return callApi(calls.adminSettings.update, change);
}

/**
 * Saves one setting and puts the stored value into the settings list. A money-control setting
 * is only proposed: the list then shows the change waiting for a second admin.
 */
export function useUpdateSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData<SettingRow[]>(settingsKeys.list(), (rows) =>
        rows?.map((row) => (row.key === saved.key ? saved : row)),
      );
      if (saved.pendingChangeId) void queryClient.invalidateQueries({ queryKey: settingsKeys.pending() });
    },
  });
}
