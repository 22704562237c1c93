import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@mall/i18n';

export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Formats a catalogue message; ids are typed, so a missing key fails the typecheck. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
