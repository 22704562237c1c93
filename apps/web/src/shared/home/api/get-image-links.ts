import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@mall/i18n';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { homeKeys } from './keys.ts';

export type ImageLink = ResultOf<typeof appIndex.imageLink>[number];

const getImageLinks = calls.appIndex.imageLink;

export const imageLinksQuery = (locale: Locale, position: 'home' | 'integral') =>
  queryOptions({
    queryKey: homeKeys.imageLinks(locale, position),
    queryFn: ({ signal }) => request(getImageLinks, { position }, { signal }),
  });

export function useImageLinks(position: 'home' | 'integral' = 'home') {
  return useQuery(imageLinksQuery(useLocale(), position));
}
