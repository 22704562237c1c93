// What every database needs, demo or production: the company root member and the first operator.
import { randomBytes } from 'node:crypto';
import { strongPassword } from '@mall/contracts';
import type { AppConfig } from '../config/env.ts';
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

export async function ensureRootMember(services: Services): Promise<void> {
  // Nobody logs in as the root member: its password is random and never shown.
  await withTransaction(services.db, (tx) => services.members.ensureRoot(tx, randomBytes(24).toString('base64url')));
}

/**
 * In production the first operator comes from ADMIN_USERNAME and ADMIN_PASSWORD; a weak
 * password stops the start rather than leaving the back office open to guessing.
 */
export async function ensureFirstOperator(services: Services, config: AppConfig): Promise<void> {
  if ((await services.operators.count(services.db)) > 0) return;
  const { adminUsername: username, adminPassword: password } = config;
  if (!username || !password) {
    throw new Error('No operator exists yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first one.');
  }
  if (!strongPassword.safeParse(password).success) {
    throw new Error(
      'ADMIN_PASSWORD is too weak: use at least 10 characters with upper and lower case letters, digits and symbols.',
    );
  }
  await withTransaction(services.db, (tx) =>
    services.operators.create(tx, { username, displayName: username, password, roles: ['admin'] }),
  );
}
