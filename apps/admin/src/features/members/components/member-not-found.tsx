import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';

/** A member page for a member that does not exist (a mistyped address, or an id the server does not know). */
export function MemberNotFound() {
  const t = useT();
  return (
    <Result
      status="404"
      title={t('adminMembers.detail.notFound')}
      subTitle={t('adminMembers.detail.notFoundHint')}
      data-testid="member-not-found"
      extra={
        <Link to="/members">
          <Button type="primary">{t('adminMembers.detail.back')}</Button>
        </Link>
      }
    />
  );
}
