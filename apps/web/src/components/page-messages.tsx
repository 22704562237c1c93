// Texts of pages away from the first screen (buying, coupons, reviews) load with those pages, in
// the shopper's language, and join the app's texts below them. The first screen stays lighter.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@mall/i18n';
import { useLocale } from '@/lib/locale.ts';
import type { WebMessages } from '@/lib/messages.ts';
import { LoadingView } from './query-states.tsx';

type PageMessages = Partial<WebMessages>;

const loaders: Record<Locale, () => Promise<{ default: PageMessages }>> = {
  zh_CN: () => import('virtual:web-page-messages/zh_CN'),
  zh_HK: () => import('virtual:web-page-messages/zh_HK'),
  en_US: () => import('virtual:web-page-messages/en_US'),
  th_TH: () => import('virtual:web-page-messages/th_TH'),
};
const loaded = new Map<Locale, PageMessages>();

export function WithPageMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const intl = useIntl();
  const [, setArrived] = useState<Locale | null>(null);
  const messages = loaded.get(locale);
  useEffect(() => {
    if (loaded.has(locale)) return;
    void loaders[locale]().then(({ default: page }) => {
      loaded.set(locale, page);
      setArrived(locale);
    });
  }, [locale]);
  if (!messages) return <LoadingView lines={4} />;
  const merged = { ...intl.messages, ...messages } as Record<string, MessageFormatElement[]>;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}
