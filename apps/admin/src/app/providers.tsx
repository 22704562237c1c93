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
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { queryClient } from '../lib/query-client.ts';

const antdLocales: Record<Locale, ConfigProviderProps['locale']> = {
  zh_CN: zhCN,
  zh_HK: zhHK,
  en_US: enUS,
  th_TH: thTH,
};

const withMotion: ConfigProviderProps['theme'] = { token: { motion: true } };
const withoutMotion: ConfigProviderProps['theme'] = { token: { motion: false } };

/**
 * Server state, the interface language (ours and antd's), antd's message and dialog context, and
 * antd's motion, off for an operator whose system asks for reduced motion (dialogs and drawers
 * then open and close at once).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const reducedMotion = usePrefersReducedMotion();
  const messages = messagesFor(locale);

  useEffect(() => {
    document.documentElement.lang = bcp47(locale);
    document.title = messages['admin.title'];
  }, [locale, messages]);

  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={bcp47(locale)} defaultLocale={bcp47(defaultLocale)} messages={messages}>
        <ConfigProvider locale={antdLocales[locale]} theme={reducedMotion ? withoutMotion : withMotion}>
          <App>{children}</App>
        </ConfigProvider>
      </IntlProvider>
    </QueryClientProvider>
  );
}
