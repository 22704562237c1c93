import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';

/** The configured currency symbol ("฿", "¥"); empty until the settings arrive. */
export function useCurrencySymbol(): string {
  return useAppSettings().data?.currencySymbol ?? '';
}

/** An amount as the server sends it ("199.00") with the shop's currency symbol. */
export function Price({ amount, className, testId }: { amount: string; className?: string; testId?: string }) {
  const symbol = useCurrencySymbol();
  return (
    <span className={className} data-testid={testId}>
      {symbol}
      {amount}
    </span>
  );
}
