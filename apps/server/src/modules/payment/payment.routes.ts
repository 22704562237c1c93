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
import { ORDER_KIND, type PayableRef } from './payment.payables.ts';
import type { PaymentGateways } from './payment.gateway.ts';
import { SANDBOX_BANK_PATH, payableFields } from './payment.providers.ts';
import type { CallbackAction, CardAction, PaymentService } from './payment.service.ts';
import { callbackView } from './payment.views.ts';

export interface PaymentRouteDeps {
  db: Db;
  payments: PaymentService;
  /** Each provider names the header its callbacks are signed in. */
  gateways: PaymentGateways;
  isProduction: boolean;
  prepay: (memberId: number, input: ParsedBodyOf<typeof pay.prepay>, baseUrl: string) => Promise<PrepayView>;
  methods: (memberId: number, payable: PayableRef) => Promise<ResultOf<typeof pay.methods>>;
  /** Detaches the card at its provider first (a network call), then forgets it. */
  deleteSavedCard: (memberId: number, id: number) => Promise<boolean>;
  status: (
    memberId: number,
    payable: PayableRef,
  ) => Promise<{ orderId: number; state: PaymentState; orderStatus: number }>;
  handleCallback: (
    provider: string,
    rawBody: string,
    signature: string | undefined,
  ) => Promise<CallbackAction | CardAction | 'replay'>;
  sandboxComplete: (
    payable: PayableRef,
    outcome: 'paid' | 'declined',
  ) => Promise<{ orderId: number; state: PaymentState; outcome: string }>;
}

/** The payable a call names: `orderId`, and `payableKind` when it is not an order. */
function payableOf(body: { orderId: number; payableKind?: string | undefined }): PayableRef {
  return { kind: body.payableKind ?? ORDER_KIND, id: body.orderId };
}

/** The bank page's query or form: a well-formed payable, else undefined. */
function payableOfForm(fields: Record<string, string | undefined>): PayableRef | undefined {
  const id = Number(fields.orderId);
  const kind = fields.payableKind ?? ORDER_KIND;
  return Number.isSafeInteger(id) && id > 0 && /^[a-z][a-z0-9-]{0,39}$/.test(kind) ? { kind, id } : undefined;
}

const hiddenInputs = (payable: PayableRef) =>
  Object.entries(payableFields({ payableKind: payable.kind, payableId: payable.id }))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`)
    .join('');

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
    const payable = payableOfForm(query);
    const intent = payable ? await deps.payments.latestIntentOf(deps.db, payable) : undefined;
    const t = (id: Parameters<typeof translate>[1], values?: Record<string, string>) =>
      escapeHtml(translate(locale, id, values));
    const body =
      payable && intent && intent.state === 'pending'
        ? `<p>${t('orders.bank.amount', { amount: `${formatMinor(intent.amountMinor)} ${intent.currency}` })}</p>
<form method="post" action="${SANDBOX_BANK_PATH}">${hiddenInputs(payable)}
<input type="hidden" name="lang" value="${locale}"><button class="pay" name="outcome" value="paid">${t('orders.bank.pay')}</button>
<button class="decline" name="outcome" value="declined">${t('orders.bank.decline')}</button></form>`
        : `<p>${t('orders.notPayable')}</p>`;
    return reply.type('text/html; charset=utf-8').send(bankPage(locale, body));
  });
  app.post(SANDBOX_BANK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const body = request.body as Record<string, string | undefined>;
    const locale = normalizeLocale(body.lang ?? request.locale);
    const outcome = body.outcome === 'paid' ? 'paid' : 'declined';
    const payable = payableOfForm(body);
    let text = translate(locale, 'orders.notPayable');
    if (payable)
      try {
        await deps.sandboxComplete(payable, outcome);
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
    const header = deps.gateways.find(provider)?.signatureHeader;
    const signature = header ? request.headers[header] : undefined;
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
  registerCall(app, pay.methods, async ({ body, member }) => deps.methods(member.memberId, payableOf(body)));
  registerCall(app, pay.status, async ({ body, member }) => deps.status(member.memberId, payableOf(body)));
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
  registerCall(app, pay.sandboxComplete, async ({ body }) => deps.sandboxComplete(payableOf(body), body.outcome));
  await app.register(sandboxBank, deps);
}
