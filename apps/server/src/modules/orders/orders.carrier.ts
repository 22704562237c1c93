// Carriers' tracking webhooks: an event signed with the shop's `carrierWebhook` secret becomes a
// tracking event on the parcel the carrier knows by its tracking number, once however often it comes.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { carrierEvent, commonCarriers, type CarrierEvent } from '@mall/contracts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import type { TrackingEventExtra } from './orders.shipping.ts';

export const CARRIER_SIGNATURE_HEADER = 'x-carrier-signature';

/** Whether `signature` is the hex HMAC-SHA256 of the exact body with the secret; no secret: never. */
export function carrierSignatureValid(rawBody: string, signature: string | undefined, secret: string): boolean {
  if (secret === '' || signature === undefined || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The signed body as an event, or a 400 naming what is wrong. */
export function parseCarrierEvent(rawBody: string): CarrierEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new ValidationFailure([{ code: 'invalid_type', path: [], message: 'invalid_json' }]);
  }
  const parsed = carrierEvent.safeParse(json);
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  return parsed.data;
}

/** The carrier an address names: the code of a common carrier, or a carrier's name as parcels were shipped with it. */
export function carrierNamed(param: string): string {
  return commonCarriers.find((carrier) => carrier.code === param)?.name ?? param;
}

/** The event, once its signature is checked against the shop's secret (403 otherwise). */
export function verifyCarrierEvent(secret: string, rawBody: string, signature: string | undefined): CarrierEvent {
  if (!carrierSignatureValid(rawBody, signature, secret))
    throw new AppError('FORBIDDEN', 'orders.carrierBadSignature', undefined, 'BAD_SIGNATURE');
  return parseCarrierEvent(rawBody);
}

/** When the event happened, and the key that makes a replay (same tracking number, text and time) add nothing. */
export function carrierEventExtra(event: CarrierEvent): TrackingEventExtra {
  const at = event.at === undefined ? undefined : new Date(event.at);
  const carrierKey = createHash('sha256')
    .update(JSON.stringify([event.trackingNo, event.text, at?.toISOString() ?? null]))
    .digest('hex');
  return { at, carrierKey };
}

export function shipmentNotFound(): AppError {
  return new AppError('NOT_FOUND', 'orders.shipmentNotFound', undefined, 'SHIPMENT_NOT_FOUND');
}
