// Beans pay at their value (`beanValueMinor` a bean); the ledger spends the beans that costs.
import { fromBalance, type OrderRules, type PaymentSource } from './source.ts';

/** The beans (bean minor units) that pay `currencyMinor`, rounded up. */
function beansFor(currencyMinor: number, rules: OrderRules): number {
  return Math.ceil((currencyMinor * 100) / rules.beanValueMinor);
}

function currencyOfBeans(beansMinor: number, rules: OrderRules): number {
  return Math.floor((beansMinor * rules.beanValueMinor) / 100);
}

export const beans: PaymentSource = {
  name: 'beans',
  source: 'BEANS',
  spends: 'beans',
  column: 'beansMinor',
  ledger: {},
  cover: (step) => {
    const covered = fromBalance(step, currencyOfBeans(step.balance, step.rules));
    const amount = covered.amount ?? 0;
    return { ...covered, units: amount > 0 ? Math.min(beansFor(amount, step.rules), step.balance) : 0 };
  },
};
