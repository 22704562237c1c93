export {
  PaymentService,
  type CallbackAction,
  type CardAction,
  type Intent,
  type SavedCard,
} from './payment.service.ts';
export {
  SandboxSigner,
  SANDBOX_SIGNATURE_HEADER,
  promptPayPayload,
  qrSvgDataUrl,
  sandboxBankUrl,
  sha256,
  type VerifiedEvent,
} from './payment.providers.ts';
export { paymentRoutes, type PaymentRouteDeps } from './payment.routes.ts';
export { callbackView, type CallbackView } from './payment.views.ts';
export {
  chargeStripeSavedCard,
  createStripeAlipay,
  createStripeCardCheckout,
  createStripeCustomer,
  createStripeQr,
  detachStripeCard,
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
} from './payment.stripe.ts';
