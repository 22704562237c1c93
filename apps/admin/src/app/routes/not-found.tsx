import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

export function Component() {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('admin.state.notFound')}
      extra={
        <Link to="/">
          <Button type="primary">{t('admin.state.home')}</Button>
        </Link>
      }
    />
  );
}
