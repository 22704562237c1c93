// Types every message id used with react-intl: a missing catalogue key fails the typecheck.
import type { MessageId } from '@mall/i18n';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
