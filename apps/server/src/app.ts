// Builds the whole HTTP application without listening: main.ts listens, tests inject.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formBody from '@fastify/formbody';
import compress from '@fastify/compress';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import { pingDatabase, type Db } from './db/client.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { AccessLog } from './http/access-log.ts';
import { stdoutLog } from './http/log-destination.ts';
import { compressionOptions } from './http/compression.ts';
import { installReadiness, type Readiness } from './http/drain.ts';
import { installMetrics } from './http/metrics.ts';
import { installNodeIdentity, requestIdOf } from './http/node-identity.ts';
import { installRequestDeadline } from './http/request-deadline.ts';
import { installTraceTags } from './http/trace-tags.ts';
import { registerOpenApi } from './http/openapi.ts';
import { frameworkErrors, installProtocol, notFound } from './http/protocol.ts';
import { securityHeadersHook } from './http/security-headers.ts';
import { staticFiles } from './http/static-files.ts';
import { answerSerializerCompiler } from './lib/answer-serializer.ts';
import { installLoopbackGuard } from './lib/loopback-only.ts';
import { redactError } from './lib/redact.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { eventsRoutes } from './modules/events/index.ts';
import { catalogAdminRoutes, catalogRoutes } from './modules/catalog/index.ts';
import { identityAdminRoutes, identityRoutes } from './modules/identity/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { bonusRoutes } from './modules/bonus/index.ts';
import { memberRoutes } from './modules/member/index.ts';
import { networkRoutes } from './modules/network/index.ts';
import { oauthRoutes } from './modules/oauth/index.ts';
import { addressRoutes } from './modules/address/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { logisticsRoutes, ordersAdminRoutes, ordersRoutes } from './modules/orders/index.ts';
import { afterSaleAdminRoutes, afterSaleRoutes } from './modules/aftersale/index.ts';
import { callbackView, paymentRefundView, paymentRoutes } from './modules/payment/index.ts';
import {
  deleteSavedCard,
  handleCallback,
  payMethods,
  paymentStatus,
  prepay,
  sandboxComplete,
  type PayOrderDeps,
} from './workflows/pay-order.ts';
import { CouponApprovals, couponRoutes } from './modules/coupon/index.ts';
import { giftCardRoutes } from './modules/giftcard/index.ts';
import { campaignRoutes } from './modules/campaign/index.ts';
import { reviewRoutes } from './modules/review/index.ts';
import { supportAdminRoutes, supportRoutes } from './modules/support/index.ts';
import { TimelineModeration, TimelineService, timelineRoutes } from './modules/timeline/index.ts';
import { sharingRoutes } from './modules/sharing/index.ts';
import { discountCardRoutes } from './modules/discountcard/index.ts';
import { OperatorChanges, operatorRoutes } from './modules/operator/index.ts';
import { homeNotice, settingsRoutes } from './modules/settings/index.ts';
import { levelsRoutes } from './modules/levels/index.ts';
import { withdrawAdminRoutes, withdrawRoutes } from './modules/withdraw/index.ts';
import { verifyRoutes } from './modules/verify/index.ts';
import { welfareRoutes } from './modules/welfare/index.ts';
import { beansAdminRoutes, beansRoutes } from './modules/beans/index.ts';
import { noticeRoutes } from './modules/notice/index.ts';
import { devJobRoutes } from './jobs/dev-clock.ts';
import { createServices, type Services } from './services.ts';
import { cancelOrder, orderRefunds } from './workflows/cancel-order.ts';
import { checkoutLines } from './workflows/checkout-lines.ts';
import { deleteAccount } from './workflows/delete-account.ts';
import { memberViews } from './workflows/member-views.ts';
import { reviewOrder } from './workflows/review-order.ts';
import { bindOpenAccount, openLogin } from './workflows/open-login.ts';

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  /** main.ts starts draining on SIGTERM: /healthz fails while calls are still served. */
  readiness: Readiness;
}

export interface BuildOptions {
  /** Check every answer against its contract's zod schema: the test suite's drift guard, never production. */
  checkAnswers?: boolean;
  /** Where log lines go instead of stdout: a test reading what the shop logs. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, db: Db, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { err: redactError }, stream: options.logStream ?? stdoutLog() },
    logController: new AccessLog(),
    clientErrorHandler,
    frameworkErrors,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // Compiled: the route table becomes generated code, matching as the tree walk does, faster.
    routerOptions: { ignoreTrailingSlash: true, compile: true },
    genReqId: requestIdOf,
  });
  installRequestDeadline(app, config.requestTimeoutMs);
  installNodeIdentity(app, config.nodeId);
  installMetrics(app, { db, nodeId: config.nodeId, token: config.metricsToken });
  if (config.tracing) await installTraceTags(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: options.checkAnswers ?? false }));
  installProtocol(app);
  const pages = [path.join(config.webDist, 'index.html'), path.join(config.adminDist, 'index.html')];
  app.addHook('onRequest', securityHeadersHook(pages));
  await app.register(formBody);
  // Large API answers are compressed on the fly (http/compression.ts); files the builds precompressed
  // arrive with content-encoding set and pass through untouched; images are not a compressible type.
  await app.register(compress, compressionOptions);

  const services = createServices(db, config, (line) => app.log.info(line));
  app.decorate('authenticators', {
    member: (token: string) => services.members.authenticate(services.db, token),
    operator: (token: string) => services.operators.authenticate(services.db, token),
  });

  await registerOpenApi(app);

  // Development routes (the SMS outbox, the OAuth sandbox) hand out codes and identities: they
  // answer only a client on this machine, decided on the route matched, whatever the path's spelling.
  installLoopbackGuard(app);

  const readiness = installReadiness(app);
  // Fast on purpose: a load balancer must learn within seconds that the database is away or saturated.
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    if (readiness.isDraining) return reply.status(503).send({ status: 'draining' });
    if (await pingDatabase(db, config.healthTimeoutMs)) return { status: 'ok', database: 'ok' };
    return reply.status(503).send({ status: 'error', database: 'unreachable' });
  });

  await registerModules(app, services);
  if (!config.isProduction) devJobRoutes(app, services);

  await app.register(staticFiles, {
    webDist: config.webDist,
    adminDist: config.adminDist,
    uploads: services.files.uploads,
    uploadsFolder: services.files.uploadsFolder,
  });
  app.setNotFoundHandler(notFound);

  await app.ready();
  return { app, services, readiness };
}

/** Each module's routes get exactly what they use; workflows reach them as functions. */
async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config, audit } = services;
  const isProduction = config.isProduction;
  await app.register(settingsRoutes, {
    db,
    audit,
    settings: services.settings,
    settingChanges: services.settingChanges,
  });
  await app.register(memberRoutes, {
    db,
    audit,
    members: services.members,
    views: memberViews(services),
    deleteAccount: (memberId, proof) => deleteAccount(services, memberId, proof),
  });
  await app.register(verifyRoutes, { db, verify: services.verify, isProduction });
  await app.register(oauthRoutes, {
    db,
    oauth: services.oauth,
    openLogin: (input) => openLogin(services, input),
    bindOpenAccount: (memberId, input) => bindOpenAccount(services, memberId, input),
    isProduction,
  });
  const operatorChanges = new OperatorChanges(services.operators);
  await app.register(operatorRoutes, { db, audit, operators: services.operators, operatorChanges });
  await app.register(auditRoutes, { db, audit });
  await app.register(eventsRoutes, {
    db,
    audit,
    events: services.events,
    announce: async (delivery) => void (await services.deliveryQueue.announce(delivery)),
  });
  await app.register(ledgerRoutes, { db, audit, ledger: services.ledger });
  await app.register(bonusRoutes, { db, audit, bonus: services.bonus });
  await app.register(catalogRoutes, {
    db,
    catalog: services.catalog,
    homeNotice: (locale) => homeNotice(services.settings, db, locale),
  });
  await app.register(catalogAdminRoutes, { db, audit, catalog: services.catalog, uploads: services.files.uploads });
  const { identity, bankCards, privateFiles: files } = services;
  await app.register(identityRoutes, { db, identity, bankCards, files });
  await app.register(identityAdminRoutes, { db, audit, identity, bankCards });
  await app.register(addressRoutes, { db, audit, addresses: services.addresses });
  await app.register(cartRoutes, { db, cart: services.cart });
  await app.register(couponRoutes, {
    db,
    audit,
    coupons: services.coupons,
    templates: services.couponTemplates,
    approvals: new CouponApprovals({
      settings: services.settings,
      coupons: services.coupons,
      templates: services.couponTemplates,
    }),
    checkoutLines: (member, locale, input) => checkoutLines(services, member, locale, input),
  });
  await app.register(welfareRoutes, { db, welfare: services.welfare, levels: services.memberLevels });
  await app.register(levelsRoutes, { db, audit, levels: services.memberLevels, raises: services.levelRaises });
  await app.register(networkRoutes, { db, network: services.network });
  await registerOrderModules(app, services);
  await registerPayment(app, services);
  await app.register(reviewRoutes, {
    db,
    reviews: services.reviews,
    uploads: services.files.uploads,
    reviewOrder: (memberId, input) => reviewOrder({ ...services, uploads: services.files.uploads }, memberId, input),
  });
  await registerMembershipModules(app, services);
}

/** Gift cards, withdrawals, notices, the FAQ and feedback, and the timeline. */
async function registerMembershipModules(app: FastifyInstance, services: Services): Promise<void> {
  const { db, audit } = services;
  await app.register(giftCardRoutes, { db, audit, giftCards: services.giftCards, admin: services.giftCardAdmin });
  await app.register(campaignRoutes, {
    db,
    audit,
    admin: services.campaignAdmin,
    zero: services.zeroCampaigns,
    zeroAdmin: services.zeroCampaignAdmin,
  });
  await app.register(withdrawRoutes, { db, withdraw: services.withdraw, tax: services.withdrawTax });
  await app.register(withdrawAdminRoutes, {
    db,
    audit,
    review: services.withdrawReview,
    payouts: services.withdrawPayouts,
    tax: services.withdrawTax,
  });
  await app.register(noticeRoutes, { db, audit, notices: services.notices });
  await app.register(supportRoutes, { db, faq: services.faq, feedback: services.feedback });
  await app.register(supportAdminRoutes, { db, audit, faq: services.faq, feedback: services.feedback });
  await app.register(timelineRoutes, {
    db,
    audit,
    timeline: new TimelineService({ settings: services.settings }),
    moderation: new TimelineModeration(),
    uploads: services.files.uploads,
  });
}

/** Paying orders: the pay-order workflow over the payment module, Stripe reached at its configured API. */
async function registerPayment(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config } = services;
  const isProduction = config.isProduction;
  const payDeps: PayOrderDeps = {
    db,
    now: () => services.orders.now(),
    payables: services.payables,
    gateways: services.gateways,
    payments: services.payments,
    ledger: services.ledger,
    settings: services.settings,
  };
  await app.register(paymentRoutes, {
    db,
    payments: services.payments,
    gateways: services.gateways,
    isProduction,
    prepay: (memberId, input, baseUrl) => prepay(payDeps, memberId, input, baseUrl),
    methods: (memberId, payable) => payMethods(payDeps, memberId, payable),
    deleteSavedCard: (memberId, id) => deleteSavedCard(payDeps, memberId, id),
    status: (memberId, payable) => paymentStatus(payDeps, memberId, payable),
    handleCallback: (provider, rawBody, signature) => handleCallback(payDeps, provider, rawBody, signature),
    sandboxComplete: (payable, outcome) => sandboxComplete(payDeps, payable, outcome),
  });
}

/** Orders after checkout: the member's order calls, after-sales, and the back office's side of both. */
async function registerOrderModules(app: FastifyInstance, services: Services): Promise<void> {
  const { db, audit, orders, afterSales } = services;
  await app.register(ordersRoutes, {
    db,
    orders,
    cancel: (memberId, orderId) => cancelOrder(services, memberId, orderId),
    refundsOf: (tx, orderId) => orderRefunds(services, tx, orderId),
  });
  await app.register(logisticsRoutes, { db, orders });
  await app.register(ordersAdminRoutes, {
    db,
    audit,
    orders,
    movementsOf: (tx, reference) => services.ledger.movementsByReference(tx, reference),
    callbacksOf: async (tx, orderId) => (await services.payments.callbacksOfOrder(tx, orderId)).map(callbackView),
    refundsOf: async (tx, orderId) => (await services.payments.refunds.ofOrder(tx, orderId)).map(paymentRefundView),
  });
  await app.register(afterSaleRoutes, { db, afterSales, orders, uploads: services.files.uploads });
  await app.register(afterSaleAdminRoutes, { db, audit, afterSales, orders });
  await app.register(sharingRoutes, { db, sharing: services.sharing });
  await app.register(beansRoutes, { db, beans: services.beans });
  await app.register(beansAdminRoutes, { db, audit, beans: services.beans });
  await app.register(discountCardRoutes, { db, discountCards: services.discountCards, catalog: services.catalog });
}
