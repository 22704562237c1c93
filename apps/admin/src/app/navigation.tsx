// The pages in the side menu, each guarded by the roles of the call it is built on.
import type { ReactNode } from 'react';
import { AuditOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { adminAudit, adminOperators, adminSettings, type CallDef, type OperatorRole } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';
import { mayCall } from '../lib/access.ts';

export interface NavItem {
  path: string;
  label: MessageId;
  icon: ReactNode;
  call: Pick<CallDef, 'roles'>;
  testId: string;
}

export const navItems: NavItem[] = [
  { path: '/settings', label: 'admin.nav.settings', icon: <SettingOutlined />, call: adminSettings.list, testId: 'nav-settings' },
  { path: '/operators', label: 'admin.nav.operators', icon: <TeamOutlined />, call: adminOperators.list, testId: 'nav-operators' },
  { path: '/audit', label: 'admin.nav.audit', icon: <AuditOutlined />, call: adminAudit.page, testId: 'nav-audit' },
];

export function navItemsFor(roles: readonly OperatorRole[]): NavItem[] {
  return navItems.filter((item) => mayCall(roles, item.call));
}
