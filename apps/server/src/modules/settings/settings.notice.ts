import { pickText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import type { SettingsService } from './settings.service.ts';

/** The home notice in the caller's language, or null when the operator left it empty. */
export async function homeNotice(settings: SettingsService, db: DbOrTx, locale: Locale) {
  const content = pickText(await settings.get(db, 'homeNotice'), locale);
  if (content === '') return null;
  return { content, updatedAt: (await settings.updatedAt(db, 'homeNotice')) ?? new Date(0).toISOString() };
}
