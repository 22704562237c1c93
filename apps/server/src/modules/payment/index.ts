export { PaymentService, type CallbackAction, type Intent } from './payment.service.ts';
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
  createStripeQr,
  STRIPE_SIGNATURE_HEADER,
  stripeMethodFor,
  stripeQrPayload,
  verifyStripeWebhook,
} from './payment.stripe.ts';
