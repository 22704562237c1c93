export {
  PaymentService,
  type CallbackAction,
  type CardAction,
  type Intent,
  type SavedCard,
} from './payment.service.ts';
export { PaymentRefunds, providerOf, type OpenRefund, type PaymentRefund } from './payment.refunds.ts';
export {
  cannotRefund,
  promptPayRefunds,
  providerRefunds,
  sandboxRefunds,
  type RefundAnswer,
  type RefundingProvider,
  type RefundRequest,
  SandboxSigner,
  SANDBOX_SIGNATURE_HEADER,
  promptPayPayload,
  qrSvgDataUrl,
  sandboxBankUrl,
  sha256,
  type VerifiedEvent,
} from './payment.providers.ts';
export { paymentRoutes, type PaymentRouteDeps } from './payment.routes.ts';
export { callbackView, paymentRefundView, type CallbackView, type PaymentRefundView } from './payment.views.ts';
export {
  chargeStripeSavedCard,
  createStripeAlipay,
  createStripeCardCheckout,
  createStripeCustomer,
  createStripeQr,
  detachStripeCard,
  refundStripePayment,
  isCardDeclined,
  isLiveKey,
  STRIPE_SIGNATURE_HEADER,
  stripeApiBase,
  stripeClient,
  stripeMethodFor,
  stripeQrPayload,
  verifyStripeWebhook,
  type StripeApiBase,
  type StripeCard,
  type StripeVerdict,
} from './payment.stripe.ts';
