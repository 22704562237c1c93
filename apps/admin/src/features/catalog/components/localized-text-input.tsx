import { Form, Input, Tabs } from 'antd';
import { locales, type Locale, type MessageId } from '@mall/i18n';
import { useT } from '../../../lib/i18n.ts';

export const localeLabels: Record<Locale, MessageId> = {
  zh_CN: 'admin.locale.zh_CN',
  zh_HK: 'admin.locale.zh_HK',
  en_US: 'admin.locale.en_US',
  th_TH: 'admin.locale.th_TH',
};

interface LocalizedTextInputProps {
  /** Where the text sits in the form. */
  name: (string | number)[];
  /** Simplified Chinese must be filled in; the other languages fall back to it. */
  isRequired?: boolean;
  isMultiline?: boolean;
  maxLength?: number;
  testId?: string;
}

/** A text in every language, one tab per language. */
export function LocalizedTextInput({
  name,
  isRequired = false,
  isMultiline = false,
  maxLength = 2000,
  testId,
}: LocalizedTextInputProps) {
  const t = useT();
  return (
    <Tabs
      size="small"
      data-testid={testId}
      items={locales.map((locale) => ({
        key: locale,
        label: (
          <span data-testid={testId ? `${testId}-tab-${locale}` : undefined}>
            {t(localeLabels[locale])}
            {locale === 'zh_CN' && isRequired ? ' *' : ''}
          </span>
        ),
        // Every language stays mounted so that the form holds, checks and shows errors for all of them.
        forceRender: true,
        children: (
          <Form.Item
            name={[...name, locale]}
            style={{ marginBottom: 0 }}
            rules={
              locale === 'zh_CN' && isRequired
                ? [{ required: true, whitespace: true, message: t('admin.form.required') }]
                : []
            }
          >
            {isMultiline ? (
              <Input.TextArea
                rows={4}
                maxLength={maxLength}
                placeholder={locale === 'zh_CN' ? undefined : t('adminCatalog.form.fallback')}
                data-testid={testId ? `${testId}-${locale}` : undefined}
              />
            ) : (
              <Input
                maxLength={maxLength}
                placeholder={locale === 'zh_CN' ? undefined : t('adminCatalog.form.fallback')}
                data-testid={testId ? `${testId}-${locale}` : undefined}
              />
            )}
          </Form.Item>
        ),
      }))}
    />
  );
}
