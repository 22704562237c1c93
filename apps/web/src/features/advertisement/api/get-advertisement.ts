import { calls } from '@mall/contracts/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { readText, storageKeys, writeText } from '@/lib/storage.ts';
import { advertisementKeys } from './keys.ts';

export interface Advertisement {
  imageUrl: string;
  linkUrl: string;
  seconds: number;
}

const getAdvertisement = calls.ytConfig.getAdvertisement;

const DEFAULT_SECONDS = 3;

/** Reads the advertisement JSON text; anything unreadable counts as no advertisement. */
export function parseAdvertisement(text: string | null | undefined): Advertisement | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { imageUrl, linkUrl, seconds } = value as Record<string, unknown>;
    if (typeof imageUrl !== 'string' || imageUrl === '') return null;
    return {
      imageUrl,
      linkUrl: typeof linkUrl === 'string' ? linkUrl : '',
      seconds: typeof seconds === 'number' && seconds > 0 ? Math.round(seconds) : DEFAULT_SECONDS,
    };
  } catch {
    return null;
  }
}

/** The stored copy from the last launch, shown at once while the fresh one loads. */
export function storedAdvertisement(): Advertisement | null {
  return parseAdvertisement(readText(storageKeys.advertisement));
}

export const advertisementQuery = () =>
  queryOptions({
    queryKey: advertisementKeys.current(),
    queryFn: async ({ signal }) => {
      const text = await request(getAdvertisement, undefined, { signal });
      writeText(storageKeys.advertisement, text);
      return parseAdvertisement(text);
    },
    staleTime: Infinity,
  });

export function useAdvertisement() {
  return useQuery(advertisementQuery());
}
