import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { bcp47, defaultLocale } from '@mall/i18n';
import { useLocale } from '@/lib/locale.ts';
import { CurrencySymbolProvider } from '@/shared/app-settings/api/get-app-settings.ts';
import { localeDataOf } from '@/lib/messages.ts';
import { queryClient } from '@/lib/query-client.ts';

/** Data, language and component settings for everything below; the locale's texts are loaded. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { messages, componentLocale } = localeDataOf(locale);

  // Toasts and dialogs render outside this tree and read antd-mobile's default configuration.
  useEffect(() => {
    setDefaultConfig({ locale: componentLocale });
  }, [componentLocale]);

  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={bcp47(locale)} defaultLocale={bcp47(defaultLocale)} messages={messages}>
        <ConfigProvider locale={componentLocale}>
          <CurrencySymbolProvider>{children}</CurrencySymbolProvider>
        </ConfigProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
