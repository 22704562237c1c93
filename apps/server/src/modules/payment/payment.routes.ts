import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminOrders,
  formatMinor,
  pay,
  type ParsedBodyOf,
  type PaymentState,
  type PrepayView,
  type ResultOf,
} from '@mall/contracts';
import { normalizeLocale, type Locale } from '@mall/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { registerCall } from '../../lib/register-call.ts';
import { SANDBOX_BANK_PATH, SANDBOX_SIGNATURE_HEADER } from './payment.providers.ts';
import { STRIPE_SIGNATURE_HEADER } from './payment.stripe.ts';
import type { CallbackAction, CardAction, PaymentService } from './payment.service.ts';
import { callbackView } from './payment.views.ts';

export interface PaymentRouteDeps {
  db: Db;
  payments: PaymentService;
  isProduction: boolean;
  prepay: (memberId: number, input: ParsedBodyOf<typeof pay.prepay>, baseUrl: string) => Promise<PrepayView>;
  methods: (memberId: number, orderId: number) => Promise<ResultOf<typeof pay.methods>>;
  /** Detaches the card at its provider first (a network call), then forgets it. */
  deleteSavedCard: (memberId: number, id: number) => Promise<boolean>;
  status: (memberId: number, orderId: number) => Promise<{ orderId: number; state: PaymentState; orderStatus: number }>;
  handleCallback: (
    provider: string,
    rawBody: string,
    signature: string | undefined,
  ) => Promise<CallbackAction | CardAction | 'replay'>;
  sandboxComplete: (
    orderId: number,
    outcome: 'paid' | 'declined',
  ) => Promise<{ orderId: number; state: PaymentState; outcome: string }>;
}

function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function bankPage(locale: Locale, body: string): string {
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, id));
  return `<!doctype html><html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('orders.bank.title')}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#f4f6fb;color:#222}
main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px}
button{width:100%;padding:14px;margin-top:12px;font-size:17px;border:0;border-radius:8px}
.pay{background:#1677ff;color:#fff}.decline{background:#eee;color:#222}</style></head>
<body><main><h1>${t('orders.bank.title')}</h1>${body}</main></body></html>`;
}

/** The sandbox's bank page: plain forms, no script, so the shop's CSP needs no exception. */
async function sandboxBank(app: FastifyInstance, deps: PaymentRouteDeps) {
  app.get(SANDBOX_BANK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const locale = normalizeLocale(query.lang ?? request.locale);
    const orderId = Number(query.orderId);
    const intent =
      Number.isSafeInteger(orderId) && orderId > 0 ? await deps.payments.latestIntent(deps.db, orderId) : undefined;
    const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
      escapeHtml(translate(locale, id, values));
    const body =
      intent && intent.state === 'pending'
        ? `<p>${t('orders.bank.amount', { amount: `${formatMinor(intent.amountMinor)} ${intent.currency}` })}</p>
<form method="post" action="${SANDBOX_BANK_PATH}"><input type="hidden" name="orderId" value="${orderId}">
<input type="hidden" name="lang" value="${locale}"><button class="pay" name="outcome" value="paid">${t('orders.bank.pay')}</button>
<button class="decline" name="outcome" value="declined">${t('orders.bank.decline')}</button></form>`
        : `<p>${t('orders.notPayable')}</p>`;
    return reply.type('text/html; charset=utf-8').send(bankPage(locale, body));
  });
  app.post(SANDBOX_BANK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const body = request.body as Record<string, string | undefined>;
    const locale = normalizeLocale(body.lang ?? request.locale);
    const outcome = body.outcome === 'paid' ? 'paid' : 'declined';
    let text: string;
    try {
      await deps.sandboxComplete(Number(body.orderId), outcome);
      text = translate(locale, outcome === 'paid' ? 'orders.bank.paid' : 'orders.bank.declined');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      text = translate(locale, error.messageId, error.values);
    }
    return reply.type('text/html; charset=utf-8').send(bankPage(locale, `<p>${escapeHtml(text)}</p>`));
  });
}

/** Provider callbacks keep their raw body: the signature is over the exact bytes sent. */
async function notify(app: FastifyInstance, deps: PaymentRouteDeps) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/mallapi/pay/notify/:provider', async (request) => {
    const { provider } = request.params as { provider: string };
    const signature = request.headers[provider === 'stripe' ? STRIPE_SIGNATURE_HEADER : SANDBOX_SIGNATURE_HEADER];
    const action = await deps.handleCallback(
      provider,
      typeof request.body === 'string' ? request.body : '',
      typeof signature === 'string' ? signature : undefined,
    );
    return { success: true, code: 200, message: 'OK', result: { action } };
  });
}

export async function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const { db, payments } = deps;
  registerCall(app, pay.prepay, async ({ body, member, request }) =>
    deps.prepay(member.memberId, body, baseUrlOf(request)),
  );
  registerCall(app, pay.methods, async ({ body, member }) => deps.methods(member.memberId, body.orderId));
  registerCall(app, pay.status, async ({ body, member }) => deps.status(member.memberId, body.orderId));
  registerCall(app, pay.getSavedCard, async ({ member }) => ({ list: await payments.savedCards(db, member.memberId) }));
  registerCall(app, pay.delSavedCard, async ({ body, member }) => ({
    deleted: await deps.deleteSavedCard(member.memberId, body.id),
  }));
  registerCall(app, adminOrders.callbacks, async ({ query }) => {
    const rows = await payments.callbacks(db, {
      action: query.action,
      limit: query.pageSize + 1,
      offset: (query.pageNum - 1) * query.pageSize,
    });
    return {
      list: rows.slice(0, query.pageSize).map(callbackView),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      hasMore: rows.length > query.pageSize,
    };
  });
  await app.register(notify, deps);
  if (deps.isProduction) return;
  registerCall(app, pay.sandboxComplete, async ({ body }) => deps.sandboxComplete(body.orderId, body.outcome));
  await app.register(sandboxBank, deps);
}
