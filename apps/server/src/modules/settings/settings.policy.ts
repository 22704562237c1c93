// Who may read and change which setting, and how secrets and outbound URLs are guarded.
import { secretSettingFields, settingAccess, type OperatorRole, type SettingKey } from '@mall/contracts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { outboundUrlProblem } from '../../lib/outbound.ts';

/** Who is changing a setting; null for installation, demo data and tests. */
export interface SettingActor {
  operatorId: number;
  roles: readonly OperatorRole[];
}

const isAdmin = (roles: readonly OperatorRole[]) => roles.includes('admin');

/**
 * Least privilege: the operator role reads and edits content; only admins see provider
 * configuration and limits. Money controls are readable (the ledger screens show the limit).
 */
export function mayRead(key: SettingKey, roles: readonly OperatorRole[]): boolean {
  return isAdmin(roles) || settingAccess(key) !== 'admin';
}

/** Refuses a change the actor may not make directly. Money controls are never changed directly. */
export function assertMayChange(key: SettingKey, actor: SettingActor): void {
  const access = settingAccess(key);
  if (access === 'content' && (isAdmin(actor.roles) || actor.roles.includes('operator'))) return;
  if (access !== 'content' && isAdmin(actor.roles)) return;
  throw new AppError('FORBIDDEN');
}

type Json = Record<string, unknown>;

/** The value with every secret field emptied, and which secrets are stored. */
export function maskSecrets(key: SettingKey, value: unknown): { value: unknown; secrets?: Record<string, boolean> } {
  const fields = secretSettingFields[key];
  if (!fields || typeof value !== 'object' || value === null) return { value };
  const masked: Json = { ...(value as Json) };
  const secrets: Record<string, boolean> = {};
  for (const field of fields) {
    secrets[field] = typeof masked[field] === 'string' && masked[field] !== '';
    masked[field] = '';
  }
  return { value: masked, secrets };
}

/** For the audit log: a secret shows only whether it is set. */
export function auditView(key: SettingKey, value: unknown): unknown {
  const fields = secretSettingFields[key];
  if (!fields || typeof value !== 'object' || value === null) return value;
  const shown: Json = { ...(value as Json) };
  for (const field of fields) shown[field] = shown[field] ? '(set)' : '(not set)';
  return shown;
}

/** An empty secret in an edit means "keep the stored one": the editor never receives it to send back. */
export function keepSecrets(key: SettingKey, incoming: unknown, stored: unknown): unknown {
  const fields = secretSettingFields[key];
  if (!fields || typeof incoming !== 'object' || incoming === null) return incoming;
  const merged: Json = { ...(incoming as Json) };
  for (const field of fields) {
    if ((merged[field] === '' || merged[field] === undefined) && typeof stored === 'object' && stored !== null) {
      merged[field] = (stored as Json)[field] ?? '';
    }
  }
  return merged;
}

/** Every URL the server itself would fetch, by where it sits in the setting. */
function outboundUrls(key: SettingKey, value: unknown): { path: PropertyKey[]; url: string }[] {
  if (key === 'smsProvider') {
    const config = value as { kind: string; url: string };
    return config.url !== '' || config.kind === 'http' ? [{ path: ['url'], url: config.url }] : [];
  }
  if (key === 'oauthProviders') {
    return (value as Json[]).flatMap((provider, index) =>
      (['tokenUrl', 'userinfoUrl'] as const).map((field) => ({
        path: [index, field],
        url: String(provider[field]),
      })),
    );
  }
  return [];
}

/** A 400 naming the field when a provider URL points at a non-public address. */
export function assertOutboundUrls(key: SettingKey, value: unknown, allowPrivate: boolean): void {
  const issues = outboundUrls(key, value).flatMap(({ path, url }) => {
    const problem = outboundUrlProblem(url, allowPrivate);
    return problem ? [{ code: 'custom', path: [key, ...path], message: problem }] : [];
  });
  if (issues.length > 0) throw new ValidationFailure(issues);
}
