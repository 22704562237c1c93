import { Select } from 'antd';
import { locales, type Locale } from '@mall/i18n';
import { setLocale, useLocale } from '../lib/locale.ts';
import { useT } from '../lib/i18n.ts';

// Each language is named in itself, so an operator finds theirs whatever is shown now.
const localeNames: Record<Locale, string> = {
  zh_CN: '简体中文',
  zh_HK: '繁體中文',
  en_US: 'English',
  th_TH: 'ไทย',
};

export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  return (
    <Select<Locale>
      value={locale}
      onChange={setLocale}
      options={locales.map((value) => ({ value, label: localeNames[value] }))}
      aria-label={t('admin.layout.language')}
      data-testid="admin-lang-switch"
      style={{ width: 120 }}
    />
  );
}
