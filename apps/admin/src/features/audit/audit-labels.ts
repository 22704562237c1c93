import type { MessageId } from '@mall/i18n';

// Actions and targets the server records; anything else is shown as the server names it.
export const actionLabels: Record<string, MessageId> = {
  'settings.update': 'admin.audit.action.settings.update',
  'operator.create': 'admin.audit.action.operator.create',
  'operator.update': 'admin.audit.action.operator.update',
  'operator.propose': 'admin.audit.action.operator.propose',
  'operator.approve': 'admin.audit.action.operator.approve',
  'operator.reject': 'admin.audit.action.operator.reject',
  'member.disable': 'adminMembers.audit.action.disable',
  'member.enable': 'adminMembers.audit.action.enable',
  'oauth.setClientSecret': 'adminMembers.audit.action.setOauthClientSecret',
  'ledger.adjust': 'adminLedger.audit.action.adjust',
  'ledger.adjustment.approve': 'adminLedger.audit.action.approve',
  'ledger.adjustment.reject': 'adminLedger.audit.action.reject',
  'address.hotRegion.save': 'admin.hotRegions.audit.save',
  'address.hotRegion.delete': 'admin.hotRegions.audit.delete',
  'events.retry': 'adminEvents.audit.retry',
  'bonus.pairing.run': 'adminBonus.audit.run',
};

export const targetLabels: Record<string, MessageId> = {
  setting: 'admin.audit.target.setting',
  operator: 'admin.audit.target.operator',
  member: 'adminMembers.audit.target.member',
  oauthProvider: 'adminMembers.audit.target.oauthProvider',
  ledgerAdjustment: 'adminLedger.audit.target.ledgerAdjustment',
  hotRegion: 'admin.hotRegions.audit.target',
  eventDelivery: 'adminEvents.audit.target',
  bonusPairingRun: 'adminBonus.audit.target',
};
