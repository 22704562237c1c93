import type { MemberUser } from '@mall/contracts';
import { normalizeLocale } from '@mall/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { languageCodes, updateLanguage } from '@/shared/language/api/update-language.ts';
import { request } from '@/lib/api.ts';
import { changeLocale, getLocale, hasChosenLocale } from '@/lib/locale.ts';
import { mergeUser, saveSession } from '@/lib/session.ts';
import { authKeys } from '../../../shared/auth/api/keys.ts';

interface SessionAnswer {
  token: string;
  invalidTime: string;
  user: MemberUser;
  /** Third-party login: whether this login created the account. */
  isNew?: boolean;
}

/**
 * Stores a fresh session and settles the language. A language chosen on this device wins and the
 * profile learns it, as for a brand-new account; only a device where no language was ever chosen
 * takes the one saved on the profile (chosen on another device, say).
 */
export function useStartSession(): (session: SessionAnswer, options?: { isNew?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  return async (session, options = {}) => {
    // The answer carries the user, so the launch-time getUser need not ask again.
    queryClient.setQueryData(authKeys.user(session.token), session.user);
    saveSession(session);
    const isNew = options.isNew ?? session.isNew ?? false;
    const current = getLocale();
    try {
      if (isNew || hasChosenLocale()) {
        if (session.user.language !== languageCodes[current]) {
          const user = await request(updateLanguage, { language: languageCodes[current] });
          queryClient.setQueryData(authKeys.user(session.token), user);
          mergeUser(user);
        }
      } else {
        await changeLocale(normalizeLocale(String(session.user.language)));
      }
    } catch {
      // Texts that would not download or a profile that would not save leave the member logged in,
      // in the language on screen.
    }
  };
}
