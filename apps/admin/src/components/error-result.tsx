import { Button, Result } from 'antd';
import { ApiError } from '../lib/api.ts';
import { describeFailure } from '../lib/failure.ts';
import { useT } from '../lib/i18n.ts';

interface ErrorResultProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load: "not allowed" for a role that is too low, otherwise the reason and a retry. */
export function ErrorResult({ error, onRetry }: ErrorResultProps) {
  const t = useT();
  if (error instanceof ApiError && error.isForbidden) {
    return <Result status="403" title={t('admin.state.forbidden')} subTitle={error.message} data-testid="forbidden" />;
  }
  return (
    <Result
      status="error"
      title={t('admin.state.loadFailed')}
      subTitle={describeFailure(error, t)}
      data-testid="load-error"
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null
      }
    />
  );
}
