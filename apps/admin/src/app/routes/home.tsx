import { Result } from 'antd';
import { Navigate } from 'react-router';
import { useMe } from '../../shared/auth/api/me.ts';
import { useT } from '../../lib/i18n.ts';
import { navItemsFor, pagePathOf } from '../navigation.tsx';

/** Opens the first page the operator's roles allow. */
export function Component() {
  const t = useT();
  const { data: operator } = useMe();
  const first = operator ? navItemsFor(operator.roles)[0] : undefined;
  if (first) return <Navigate to={pagePathOf(first)} replace />;
  return (
    <Result
      status="info"
      title={t('admin.home.noPages')}
      subTitle={t('admin.home.noPagesHint')}
      data-testid="no-pages"
    />
  );
}
