// Providers behind one interface: no server code outside a provider's own files names a provider,
// the shop's provider is chosen by what each gateway says it takes, and payable kinds are
// registered once under a well-formed name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingDefaults } from '../settings/index.ts';
import { PaymentGateways, type PaymentGateway, type ProviderSetting } from './payment.gateway.ts';
import { PayableRegistry, type PayableKind } from './payment.payables.ts';
import { promptPayGateway, sandboxGateway, SandboxSigner } from './payment.providers.ts';

const src = path.resolve(import.meta.dirname, '../..');

/** A provider's own files, and the settings' default (a value, not a branch). */
const ownFiles = new Set([
  'modules/payment/payment.providers.ts',
  'modules/payment/payment.stripe.ts',
  'modules/payment/payment.stripe-gateway.ts',
  'modules/settings/settings.defaults.ts',
  // The third-party login sandbox: another module's, unrelated to payments.
  'modules/oauth/sandbox.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('payment providers', () => {
  it('are named only in their own files, never branched on elsewhere in the server', () => {
    const named = sources(src).flatMap((file) => {
      const relative = path.relative(src, file);
      if (ownFiles.has(relative)) return [];
      return readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /['"](stripe|promptpay|sandbox)['"]/.test(line) && !/from 'stripe'/.test(line))
        .map((line) => `${relative}: ${line.trim()}`);
    });
    expect(named).toEqual([]);
  });

  const signer = new SandboxSigner('a-test-secret-of-enough-length');
  const stripeLike: PaymentGateway = { ...promptPayGateway, kind: 'stripe', takes: (s) => s.stripeSecretKey !== '' };
  const setting = (changes: Partial<ProviderSetting>): ProviderSetting => ({
    ...settingDefaults.paymentProvider,
    ...changes,
  });

  it('picks the configured provider when it takes the currency, else the stand-in outside production', () => {
    const sandbox = sandboxGateway(signer, false);
    const gateways = new PaymentGateways([sandbox, promptPayGateway, stripeLike], sandbox);
    expect(gateways.forPayment(setting({ kind: 'promptpay', promptpayId: '0812345678' }), 'THB').kind).toBe(
      'promptpay',
    );
    expect(gateways.forPayment(setting({ kind: 'promptpay', promptpayId: '0812345678' }), 'USD').kind).toBe('sandbox');
    expect(gateways.forPayment(setting({ kind: 'stripe', stripeSecretKey: 'sk_test_1' }), 'USD').kind).toBe('stripe');
    expect(gateways.refundsToPayMethod('promptpay')).toBe(false);
    expect(gateways.refundsToPayMethod('sandbox')).toBe(true);
    expect(gateways.refundsToPayMethod('nobody')).toBe(false);
  });

  it('refuses in production when the configured provider cannot take the payment', () => {
    const sandbox = sandboxGateway(signer, true);
    const gateways = new PaymentGateways([sandbox, promptPayGateway, stripeLike], null);
    expect(() => gateways.forPayment(setting({ kind: 'sandbox' }), 'THB')).toThrow(
      expect.objectContaining({ errorKey: 'PAYMENT_UNAVAILABLE' }),
    );
    expect(sandbox.verify(setting({}), '{}', signer.sign('{}'))).toEqual({ kind: 'invalid' });
  });
});

describe('payable kinds', () => {
  const kind = (name: string) => ({ kind: name }) as PayableKind;

  it('are registered once each, under a well-formed name', () => {
    const registry = new PayableRegistry();
    registry.register(kind('top-up'));
    expect(registry.find('top-up')?.kind).toBe('top-up');
    expect(registry.find('order')).toBeUndefined();
    expect(() => registry.register(kind('top-up'))).toThrow(/twice/);
    expect(() => registry.register(kind('Top Up'))).toThrow(/not a valid name/);
  });
});
