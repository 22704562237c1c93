// Where one-time codes are delivered: the database outbox (development and tests) or an HTTP gateway.
import type { Settings } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { outboundRequest, type OutboundResponse } from '../../lib/outbound.ts';
import { smsOutbox } from './verify.schema.ts';

export interface SmsMessage {
  mobile: string;
  purpose: string;
  code: string;
  text: string;
  minutes: number;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Keeps messages in a table readable at /dev/sms-outbox (from this machine only) and prints each
 * code to the server log, so whoever runs a trial shop can sign in; never used in production.
 */
export class OutboxSmsProvider implements SmsProvider {
  private readonly db: DbOrTx;
  private readonly log: (line: string) => void;

  constructor(db: DbOrTx, log: (line: string) => void) {
    this.db = db;
    this.log = log;
  }

  async send(message: SmsMessage): Promise<void> {
    this.log(`Development SMS to ${message.mobile} (${message.purpose}): code ${message.code}`);
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      purpose: message.purpose,
      code: message.code,
      text: message.text,
    });
  }
}

const SEND_TIMEOUT_MS = 10_000;

/** Fills the body template; values are escaped for the body's encoding so a text cannot break it. */
export function renderSmsBody(template: string, contentType: 'json' | 'form', message: SmsMessage): string {
  const values: Record<string, string> = {
    mobile: message.mobile,
    code: message.code,
    text: message.text,
    minutes: String(message.minutes),
  };
  return template.replace(/\{(mobile|code|text|minutes)\}/g, (_match, name: string) => {
    const value = values[name] ?? '';
    return contentType === 'json' ? JSON.stringify(value).slice(1, -1) : encodeURIComponent(value);
  });
}

/** Posts each message to a configured SMS gateway; only public addresses are reached. */
export class HttpSmsProvider implements SmsProvider {
  private readonly config: Settings['smsProvider'];
  private readonly allowPrivate: boolean;

  constructor(config: Settings['smsProvider'], allowPrivate = false) {
    this.config = config;
    this.allowPrivate = allowPrivate;
  }

  async send(message: SmsMessage): Promise<void> {
    const { url, authHeaderName, authHeaderValue, contentType, bodyTemplate } = this.config;
    if (!url) throw new AppError('INTERNAL', 'account.smsFailed');
    const headers: Record<string, string> = {
      'content-type': contentType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
    };
    if (authHeaderName) headers[authHeaderName] = authHeaderValue;
    let response: OutboundResponse;
    try {
      response = await outboundRequest(url, {
        method: 'POST',
        headers,
        body: renderSmsBody(bodyTemplate, contentType, message),
        timeoutMs: SEND_TIMEOUT_MS,
        allowPrivate: this.allowPrivate,
      });
    } catch {
      throw new AppError('INTERNAL', 'account.smsFailed');
    }
    if (response.status < 200 || response.status >= 300) throw new AppError('INTERNAL', 'account.smsFailed');
  }
}
