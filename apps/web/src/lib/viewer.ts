// Who is looking, as far as the server's answer depends on it: catalogue answers carry prices and
// favourite marks by the viewer's level, and texts by language.
import type { Locale } from '@mall/i18n';
import { useLocale } from './locale.ts';
import { useSession } from './session.ts';

export interface Viewer {
  /** The session token, or "guest". Part of member-scoped query keys so a session change drops them. */
  token: string;
  locale: Locale;
}

export function useViewer(): Viewer {
  return { token: useSession()?.token ?? 'guest', locale: useLocale() };
}
