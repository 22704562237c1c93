// A notification's text in the reader's language: operator notices pick their language's text,
// system notifications fill their template's catalogue texts with the params kept.
import { formatMinor, pickText, type LocalizedText } from '@mall/contracts';
import type { Locale, MessageId } from '@mall/i18n';
import { hasMessage, translate } from '../../lib/i18n.ts';
import type { NotificationParams } from './notice.topics.ts';

export function renderNotice(locale: Locale, title: LocalizedText, content: LocalizedText) {
  return { title: pickText(title, locale), content: pickText(content, locale) };
}

/** Money params (`amountMinor`) are shown formatted under their name less the suffix (`amount`). */
function values(params: NotificationParams): Record<string, string | number> {
  const shown: Record<string, string | number> = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Minor') && typeof value === 'number') shown[name.slice(0, -5)] = formatMinor(value);
  }
  return shown;
}

function text(locale: Locale, id: string, params: NotificationParams): string {
  // A template since removed from the catalogues still shows something rather than failing the page.
  return hasMessage(id) ? translate(locale, id as MessageId, values(params)) : id;
}

export function renderNotification(locale: Locale, template: string, params: NotificationParams) {
  return {
    title: text(locale, `notice.tpl.${template}.title`, params),
    content: text(locale, `notice.tpl.${template}.content`, params),
  };
}
