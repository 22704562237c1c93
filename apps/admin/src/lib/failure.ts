import type { MessageId } from '@mall/i18n';
import { ApiError, NetworkError } from './api.ts';
import type { Translate } from './i18n.ts';

const networkMessages: Record<NetworkError['reason'], MessageId> = {
  timeout: 'admin.error.timeout',
  unreachable: 'admin.error.network',
  'bad-response': 'admin.error.badResponse',
};

/** What to tell the operator about a failed call: the server's own words when it answered. */
export function describeFailure(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return t(networkMessages[error.reason]);
  return t('admin.error.unexpected');
}
