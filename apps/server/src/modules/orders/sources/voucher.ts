// The voucher pays the lines paid by certificate, up to what each still owes.
import type { PaymentSource } from './source.ts';

export const voucher: PaymentSource = {
  name: 'voucher',
  source: 'VOUCHER',
  spends: 'voucher',
  column: 'voucherMinor',
  ledger: {},
  cover: ({ lines, lineOpen, want, balance }) => {
    let left = Math.min(want, balance);
    let max = 0;
    const taken = lines.map((line, index) => {
      if (line.paymentMethod !== 'certificate' || line.points) return 0;
      const open = lineOpen[index]!;
      max += open;
      const take = Math.min(left, open);
      left -= take;
      return take;
    });
    return { lines: taken, max: Math.min(max, balance) };
  },
};
