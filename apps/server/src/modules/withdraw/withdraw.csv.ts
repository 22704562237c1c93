// Payout files for finance to upload to the bank: KBank's bulk payment layout and a generic CSV.
// The columns are documented in docs/api/withdraw.md; amounts are what reaches the account (net).
import { formatMinor, type PayoutFormat } from '@mall/contracts';
import type { WithdrawalRow } from './withdraw.schema.ts';

/** A cell as a spreadsheet reads it safely: quoted when needed, never taken for a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: readonly (string | number)[]) => cells.map(csvCell).join(',');
const netOf = (row: WithdrawalRow) => row.amountMinor - row.feeMinor - row.taxMinor;
/** Bank of Thailand codes are stored as `TH-004`; the bank's file wants the three digits. */
const bankDigits = (code: string) => code.replace(/^[A-Z]{2}-/, '');
const ymd = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

export interface BatchFile {
  id: number;
  exportedAt: Date;
  items: readonly WithdrawalRow[];
}

/** KBank bulk payment: a header row (H), one detail row (D) per item, a trailer row (T). */
function kbank(batch: BatchFile): string {
  const total = batch.items.reduce((sum, row) => sum + netOf(row), 0);
  const rows = [
    line([
      'H',
      `PB${String(batch.id).padStart(8, '0')}`,
      ymd(batch.exportedAt),
      batch.items.length,
      formatMinor(total),
    ]),
    ...batch.items.map((row, i) =>
      line([
        'D',
        i + 1,
        bankDigits(row.bankCode),
        row.accountNo,
        row.accountName,
        formatMinor(netOf(row)),
        row.serialNo,
        'THB',
      ]),
    ),
    line(['T', batch.items.length, formatMinor(total)]),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

function generic(batch: BatchFile): string {
  const header = ['serial_no', 'member_id', 'bank_code', 'bank_name', 'account_no', 'account_name'];
  const rows = [
    line([...header, 'amount', 'fee', 'tax', 'net']),
    ...batch.items.map((row) =>
      line([
        row.serialNo,
        row.memberId,
        row.bankCode,
        row.bankName,
        row.accountNo,
        row.accountName,
        formatMinor(row.amountMinor),
        formatMinor(row.feeMinor),
        formatMinor(row.taxMinor),
        formatMinor(netOf(row)),
      ]),
    ),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** The batch's payout file in `format`, with the name it is saved under. */
export function payoutFile(batch: BatchFile, format: PayoutFormat): { filename: string; content: string } {
  const content = format === 'kbank' ? kbank(batch) : generic(batch);
  return { filename: `payout-${batch.id}-${format}.csv`, content };
}
