import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../lib/i18n.ts';

/** A page that failed to load or render, most often a new version deployed since this one opened. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const isMissing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={isMissing ? '404' : 'error'}
      title={t(isMissing ? 'admin.state.notFound' : 'admin.state.pageFailed')}
      subTitle={isMissing ? undefined : t('admin.state.pageFailedHint')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('admin.state.reload')}
        </Button>
      }
    />
  );
}
