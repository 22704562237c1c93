import { pickText } from '@mall/contracts/browser';
import type { Locale } from '@mall/i18n';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { useLocale } from '@/lib/locale.ts';

/** The levels as the settings describe them (name, benefits), lowest first. */
export function useLevels() {
  const settings = useAppSettings();
  const locale: Locale = useLocale();
  const levels = [...(settings.data?.memberLevels ?? [])].sort((a, b) => a.level - b.level);
  const nameOf = (level: number) => {
    const info = levels.find((entry) => entry.level === level);
    return info ? pickText(info.name, locale) : String(level);
  };
  const benefitsOf = (level: number) =>
    (levels.find((entry) => entry.level === level)?.benefits ?? []).map((text) => pickText(text, locale));
  return { settings, levels, nameOf, benefitsOf };
}
