import { Form, Input, Tabs } from 'antd';
import { locales, type Locale, type MessageId } from '@mall/i18n';
import { useT } from '../../../lib/i18n.ts';

export const localeLabels: Record<Locale, MessageId> = {
  zh_CN: 'admin.locale.zh_CN',
  zh_HK: 'admin.locale.zh_HK',
  en_US: 'admin.locale.en_US',
  th_TH: 'admin.locale.th_TH',
};

interface LocalizedTextFieldsProps {
  /** Where the text sits in the form, relative to the enclosing list if there is one. */
  name: (string | number)[];
  rows?: number;
  /** Names and other short texts: one line per language. */
  isSingleLine?: boolean;
  testId?: string;
}

/** A text in every language, one tab per language; Simplified Chinese is what the others fall back to. */
export function LocalizedTextFields({ name, rows = 6, isSingleLine = false, testId }: LocalizedTextFieldsProps) {
  const t = useT();
  const placeholder = (locale: Locale) => (locale === 'zh_CN' ? undefined : t('admin.settings.fallbackPlaceholder'));
  return (
    <Tabs
      size="small"
      type="card"
      data-testid={testId}
      items={locales.map((locale) => ({
        key: locale,
        label: locale === 'zh_CN' ? `${t(localeLabels[locale])} *` : t(localeLabels[locale]),
        // Every language stays mounted so that the form holds, checks and shows errors for all of them.
        forceRender: true,
        children: (
          <Form.Item name={[...name, locale]} style={{ marginBottom: 0 }}>
            {isSingleLine ? (
              <Input placeholder={placeholder(locale)} data-testid={testId ? `${testId}-${locale}` : undefined} />
            ) : (
              <Input.TextArea
                rows={rows}
                placeholder={placeholder(locale)}
                data-testid={testId ? `${testId}-${locale}` : undefined}
              />
            )}
          </Form.Item>
        ),
      }))}
    />
  );
}
