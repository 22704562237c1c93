import { calls } from '@mall/contracts/browser';
import type { Locale } from '@mall/i18n';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { mergeUser } from '@/lib/session.ts';

/** The profile's language codes: 0 English, 1 Simplified Chinese, 2 Traditional Chinese, 3 Thai. */
export const languageCodes: Record<Locale, 0 | 1 | 2 | 3> = { en_US: 0, zh_CN: 1, zh_HK: 2, th_TH: 3 };

export const updateLanguage = calls.member.updateLanguage;

/** Saves the chosen language on the member's profile. */
export function useUpdateLanguage() {
  return useMutation({
    mutationFn: (locale: Locale) => request(updateLanguage, { language: languageCodes[locale] }),
    onSuccess: (user) => mergeUser(user),
  });
}
