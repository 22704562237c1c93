import type { MessageId } from '@mall/i18n';

// Actions and targets the server records; anything else is shown as the server names it.
export const actionLabels: Record<string, MessageId> = {
  'settings.update': 'admin.audit.action.settings.update',
  'operator.create': 'admin.audit.action.operator.create',
  'operator.update': 'admin.audit.action.operator.update',
};

export const targetLabels: Record<string, MessageId> = {
  setting: 'admin.audit.target.setting',
  operator: 'admin.audit.target.operator',
};
