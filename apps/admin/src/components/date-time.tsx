import { useIntl } from 'react-intl';

/** A timestamp in the operator's language and time zone. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const intl = useIntl();
  if (!value) return <>—</>;
  return (
    <time dateTime={value} title={value}>
      {intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'medium' })}
    </time>
  );
}
