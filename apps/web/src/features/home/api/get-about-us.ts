import { calls } from '@mall/contracts/browser';
import type { Locale } from '@mall/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { homeKeys } from '../../../shared/home/api/keys.ts';

const getAboutUs = calls.ytConfig.getAboutUs;

export const aboutUsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: homeKeys.aboutUs(locale),
    queryFn: ({ signal }) => request(getAboutUs, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The about-us text, fetched only once the shopper asks for it. */
export function useAboutUs(isEnabled: boolean) {
  return useQuery({ ...aboutUsQuery(useLocale()), enabled: isEnabled });
}
