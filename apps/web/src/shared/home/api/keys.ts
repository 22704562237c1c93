import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

// The server answers these in the caller's language, so the language is part of the key. Answers
// with prices depend on the viewer's level too: they live under memberScope with the token.
export const homeKeys = {
  all: ['home'] as const,
  aboutUs: (locale: Locale) => [...homeKeys.all, 'aboutUs', locale] as const,
  modules: (viewer: Viewer, position: string) =>
    [memberScope, 'home', 'modules', position, viewer.token, viewer.locale] as const,
  imageLinks: (locale: Locale, position: string) => [...homeKeys.all, 'imageLinks', position, locale] as const,
  firstScreen: (viewer: Viewer) => [memberScope, 'home', 'firstScreen', viewer.token, viewer.locale] as const,
  recommendations: (viewer: Viewer) => [memberScope, 'home', 'recommend', viewer.token, viewer.locale] as const,
};
