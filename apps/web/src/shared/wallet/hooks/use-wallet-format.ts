import { useMemo } from 'react';
import { MINUS } from '@/components/price.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';

/** How a balance is counted: money shows the shop's currency, beans are counted like money without it. */
export type AmountUnit = 'money' | 'beans' | 'points';

// The server sends exact decimal strings ("1417.28"); grouping the digits as text keeps every cent
// exact. All four shop languages group by thousands with a comma and use a point for decimals.
function group(digits: string): string {
  const [whole = '0', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export interface WalletFormat {
  /** A balance: "1417.28" → "¥1,417.28", beans "76.00", points 970 → "970". */
  amount: (value: string | number, unit: AmountUnit) => string;
  /** A history amount with its sign (the minus sign prices use): "+12.00" → "+¥12.00", -50 → "−50". */
  signed: (value: string | number, unit: AmountUnit) => string;
}

/** Formats wallet figures with the currency symbol from the shop's settings. */
export function useWalletFormat(): WalletFormat {
  const { data: settings } = useAppSettings();
  const symbol = settings?.currencySymbol ?? '';
  return useMemo(() => {
    const amount = (value: string | number, unit: AmountUnit) =>
      `${unit === 'money' ? symbol : ''}${group(String(value).replace(/^[+-]/, ''))}`;
    const signed = (value: string | number, unit: AmountUnit) => {
      const text = String(value);
      const sign = text.startsWith('-') ? MINUS : '+';
      return `${sign}${amount(text, unit)}`;
    };
    return { amount, signed };
  }, [symbol]);
}
