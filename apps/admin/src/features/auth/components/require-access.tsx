import type { ReactNode } from 'react';
import { Result } from 'antd';
import type { Endpoint } from '@mall/contracts/browser';
import { mayCall } from '../../../lib/access.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';

interface RequireAccessProps {
  /** The call the page is built on; its roles decide who may open the page. */
  call: Pick<Endpoint, 'roles'>;
  children: ReactNode;
}

/** Shows a page only to operators whose roles allow it; others see why not. */
export function RequireAccess({ call, children }: RequireAccessProps) {
  const t = useT();
  const { data: operator } = useMe();
  if (operator && !mayCall(operator.roles, call)) {
    return (
      <Result
        status="403"
        title={t('admin.state.forbidden')}
        subTitle={t('admin.state.forbiddenHint')}
        data-testid="forbidden"
      />
    );
  }
  return children;
}
