import { z } from 'zod';
import { defineCall, operatorRoles } from '../call.ts';
import { formBoolean, formList, idInput, optionalIntInput, page, paging } from '../common.ts';
import { settingKeys, type SettingKey } from '../settings.ts';

export const operatorView = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(operatorRoles)),
  isDisabled: z.boolean(),
  createdAt: z.string(),
});

export const auditEntry = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

const settingRow = z.object({
  key: z.string(),
  value: z.unknown(),
  updatedAt: z.string().nullable(),
  /** For settings with secret fields: whether each secret is stored (its value is never answered). */
  secrets: z.record(z.string(), z.boolean()).optional(),
  /** A proposed change waiting for a second admin (money-control settings). */
  pendingChangeId: z.number().int().nullable().optional(),
});

export const pendingSettingChange = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.unknown(),
  status: z.enum(['pending', 'approved', 'rejected']),
  proposedBy: z.number().int(),
  proposedByName: z.string().nullable(),
  proposedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
});

/** A new account or a grant of roles waiting for a second admin. */
export const operatorChangeView = z.object({
  id: z.number().int(),
  kind: z.enum(['create', 'grant']),
  operatorId: z.number().int().nullable(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(operatorRoles)),
  status: z.enum(['pending', 'approved', 'rejected']),
  proposedBy: z.number().int(),
  proposedByName: z.string().nullable(),
  proposedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
});

/** An account change: done at once (`operator`), or proposed and waiting for a second admin. */
const operatorChangeResult = z.object({
  operator: operatorView.nullable(),
  pendingChangeId: z.number().int().nullable(),
});

const strongPassword = z
  .string()
  .min(10)
  .max(128)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value), {
    message: 'WEAK_PASSWORD',
  });

export const adminAuth = {
  login: defineCall({
    method: 'POST',
    path: '/adminapi/auth/login',
    auth: 'public',
    summary: 'Operator login',
    body: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
    result: z.object({ token: z.string(), invalidTime: z.string(), operator: operatorView }),
  }),
  me: defineCall({
    method: 'GET',
    path: '/adminapi/auth/me',
    auth: 'operator',
    summary: 'The logged-in operator',
    result: operatorView,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/adminapi/auth/logout',
    auth: 'operator',
    summary: 'Revoke the operator session',
    result: z.null(),
  }),
} as const;

export const adminSettings = {
  list: defineCall({
    method: 'GET',
    path: '/adminapi/settings/list',
    auth: 'operator',
    roles: ['admin', 'operator'],
    summary: 'Every setting the caller may read, secrets answered as set or not set',
    result: z.array(settingRow),
  }),
  update: defineCall({
    method: 'POST',
    path: '/adminapi/settings/update',
    auth: 'operator',
    roles: ['admin', 'operator'],
    summary:
      'Change one setting; the value is JSON checked against the setting schema. A money-control setting is only proposed: it waits for a second admin',
    body: z.object({
      key: z.enum(settingKeys as [SettingKey, ...SettingKey[]]),
      value: z.unknown(),
    }),
    result: settingRow.extend({ updatedAt: z.string().nullable() }),
  }),
  pending: defineCall({
    method: 'GET',
    path: '/adminapi/settings/pending',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Proposed money-control changes waiting for a second admin',
    result: z.array(pendingSettingChange),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/adminapi/settings/approve',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Approve a proposed change (not your own); the value takes effect at once',
    body: z.object({ id: z.coerce.number().int().min(1) }),
    result: pendingSettingChange,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/adminapi/settings/reject',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Reject a proposed change; the proposer may withdraw their own',
    body: z.object({ id: z.coerce.number().int().min(1) }),
    result: pendingSettingChange,
  }),
} as const;

export const adminAudit = {
  page: defineCall({
    method: 'GET',
    path: '/adminapi/audit/page',
    auth: 'operator',
    roles: ['admin'],
    summary: 'The audit log, newest first',
    query: paging.extend({
      action: z.string().max(80).optional(),
      operatorId: optionalIntInput(z.number().int().min(1)),
    }),
    result: page(auditEntry),
  }),
} as const;

export const adminOperators = {
  list: defineCall({
    method: 'GET',
    path: '/adminapi/operators/list',
    auth: 'operator',
    roles: ['admin'],
    summary: 'All operator accounts',
    result: z.array(operatorView),
  }),
  create: defineCall({
    method: 'POST',
    path: '/adminapi/operators/create',
    auth: 'operator',
    roles: ['admin'],
    summary:
      'Propose an operator account: a second admin approves it (refused while fewer than two admins exist; the first admins are made on the server)',
    body: z.object({
      username: z
        .string()
        .trim()
        .min(3)
        .max(64)
        .regex(/^[A-Za-z0-9_.-]+$/),
      displayName: z.string().trim().min(1).max(64),
      password: strongPassword,
      roles: formList(z.array(z.enum(operatorRoles)).min(1)),
    }),
    result: operatorChangeResult,
  }),
  update: defineCall({
    method: 'POST',
    path: '/adminapi/operators/update',
    auth: 'operator',
    roles: ['admin'],
    summary:
      "Change an operator's roles or disable the account; taking away is at once, a new role waits for a second admin",
    body: z.object({
      id: idInput,
      roles: formList(z.array(z.enum(operatorRoles)).min(1)).optional(),
      isDisabled: formBoolean.optional(),
    }),
    result: operatorChangeResult,
  }),
  pending: defineCall({
    method: 'GET',
    path: '/adminapi/operators/pending',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Proposed accounts and role grants waiting for a second admin',
    result: z.array(operatorChangeView),
  }),
  approve: defineCall({
    method: 'POST',
    path: '/adminapi/operators/approve',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Approve a proposed account or grant (not your own, nor one by an admin who made your account)',
    body: z.object({ id: idInput }),
    result: operatorChangeView,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/adminapi/operators/reject',
    auth: 'operator',
    roles: ['admin'],
    summary: 'Reject a proposed account or grant; the proposer may withdraw their own',
    body: z.object({ id: idInput }),
    result: operatorChangeView,
  }),
} as const;

export { strongPassword };
