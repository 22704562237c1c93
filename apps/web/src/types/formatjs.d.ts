// Message ids come from @mall/i18n, so an id missing from the catalogues fails the typecheck.
import type { WebMessageId } from '../lib/messages.ts';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: WebMessageId;
    }
  }
}

export {};
