import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { pickText } from '@mall/contracts/browser';
import { useLocale } from '@/lib/locale.ts';
import { useAppSettings } from '../api/get-app-settings.ts';

/** Names a member level in the shopper's language, from the operator's level settings. */
export function useLevelName(): (level: number) => string {
  const intl = useIntl();
  const locale = useLocale();
  const { data: settings } = useAppSettings();
  return useCallback(
    (level: number) => {
      const info = settings?.memberLevels.find((candidate) => candidate.level === level);
      return info ? pickText(info.name, locale) : intl.formatMessage({ id: 'web.member.levelFallback' }, { level });
    },
    [intl, locale, settings],
  );
}
