import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import zhCN from 'antd/es/locale/zh_CN';
import zhHK from 'antd/es/locale/zh_HK';
import { IntlProvider } from 'react-intl';
import { bcp47, defaultLocale, messagesFor, type Locale } from '@mall/i18n';
import { useLocale } from '../lib/locale.ts';
import { queryClient } from '../lib/query-client.ts';

const antdLocales: Record<Locale, ConfigProviderProps['locale']> = {
  zh_CN: zhCN,
  zh_HK: zhHK,
  en_US: enUS,
  th_TH: thTH,
};

/** Server state, the interface language (ours and antd's) and antd's message and dialog context. */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = messagesFor(locale);

  useEffect(() => {
    document.documentElement.lang = bcp47(locale);
    document.title = messages['admin.title'];
  }, [locale, messages]);

  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={bcp47(locale)} defaultLocale={bcp47(defaultLocale)} messages={messages}>
        <ConfigProvider locale={antdLocales[locale]}>
          <App>{children}</App>
        </ConfigProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
