// The notice module's facade: members' reading, the homepage top alert, the back office's notices
// and the webview allow-list, sharing one clock that tests move.
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import type { SettingsService } from '../settings/index.ts';
import { NoticeAdmin } from './notice.admin.ts';
import { HomepageTop } from './notice.homepage.ts';
import { NoticeReading } from './notice.reading.ts';
import { checkWebviewLink } from './notice.webview.ts';

export class NoticeService {
  readonly reading = new NoticeReading();
  readonly homepageTop = new HomepageTop();
  readonly admin = new NoticeAdmin();
  /** The shop's clock for read marks, saves and the publishing job; tests move it. */
  clock: () => Date = () => new Date();

  private readonly deps: { settings: SettingsService };

  constructor(deps: { settings: SettingsService }) {
    this.deps = deps;
  }

  /** The link the webview may open, or the refusal when its origin is not on the allow-list. */
  async checkWebview(db: DbOrTx, url: string): Promise<string> {
    return checkWebviewLink(url, await this.deps.settings.get(db, 'webviewOrigins'));
  }

  /** Opening a notice shows it in the reader's language and marks it read. */
  async open(db: DbOrTx, memberId: number, locale: Locale, kind: 'notice' | 'system' | 'points', id: number) {
    const found = await this.reading.one(db, memberId, locale, kind, id);
    if (!found.isRead) await this.reading.markRead(db, memberId, kind, id, this.clock());
    return { ...found, isRead: true };
  }
}
