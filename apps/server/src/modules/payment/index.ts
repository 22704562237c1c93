export {
  PaymentService,
  type CallbackAction,
  type CardAction,
  type Intent,
  type OrderIntent,
  type SavedCard,
} from './payment.service.ts';
export {
  ORDER_KIND,
  PayableRegistry,
  type PayableDue,
  type PayableKind,
  type PayablePayment,
  type PayableRef,
  type PayableSettlement,
} from './payment.payables.ts';
export { PaymentRefunds, providerOf, type OpenRefund, type PaymentRefund } from './payment.refunds.ts';
export {
  PaymentGateways,
  paymentUnavailable,
  type AttachedCard,
  type GatewayAnswer,
  type GatewayRequest,
  type PaymentGateway,
  type ProviderSetting,
  type ProviderVerdict,
} from './payment.gateway.ts';
export { stripeGateway, type StripeGatewayDeps } from './payment.stripe-gateway.ts';
export {
  promptPayGateway,
  sandboxGateway,
  type RefundAnswer,
  type RefundRequest,
  payableFields,
  payableOnWire,
  sandboxBody,
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
