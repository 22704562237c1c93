import { calls } from '@mall/contracts/browser';
import type { ResultOf, ytConfig } from '@mall/contracts';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { readJson, storageKeys, writeJson } from '@/lib/storage.ts';
import { appSettingsKeys } from './keys.ts';

export type AppSettings = ResultOf<typeof ytConfig.getAppSettings>;

const getAppSettings = calls.ytConfig.getAppSettings;

// The last copy is kept so the title and levels show at once on the next launch, then refreshed.
export const appSettingsQuery = () =>
  queryOptions({
    queryKey: appSettingsKeys.settings(),
    queryFn: async ({ signal }) => {
      const settings = await request(getAppSettings, undefined, { signal });
      writeJson(storageKeys.appSettings, settings);
      return settings;
    },
    initialData: () => readJson<AppSettings>(storageKeys.appSettings) ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export function useAppSettings() {
  return useQuery(appSettingsQuery());
}

const CurrencySymbol = createContext('');

/**
 * Reads the settings once for every price below it (the app's providers hold it). Each price
 * reading them itself made every card of a list watch the settings query on its own, a good part of
 * the time a list of cards took to render.
 */
export function CurrencySymbolProvider({ children }: { children: ReactNode }) {
  const symbol = useAppSettings().data?.currencySymbol ?? '';
  return createElement(CurrencySymbol.Provider, { value: symbol }, children);
}

/** The configured currency symbol ("฿", "¥"); empty until the settings arrive. */
export function useCurrencySymbol(): string {
  return useContext(CurrencySymbol);
}
