import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { OperatorRole } from '@mall/contracts';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { AuthOperator } from '../../lib/auth.ts';
import { AppError, invariant } from '../../lib/errors.ts';
import { decoyPasswordHash, hashPassword, hashToken, newSessionToken, verifyPassword } from '../../lib/secrets.ts';
import { TokenCache } from '../../lib/token-cache.ts';
import type { SettingsService } from '../settings/index.ts';
import { LoginThrottle, type RateLimitService } from '../verify/index.ts';
import { forgetDevices, knownDevice, rememberDevice } from './operator.devices.ts';
import { operatorGrants, operatorSessions, operators } from './operator.schema.ts';

type OperatorRow = typeof operators.$inferSelect;

export function operatorView(row: OperatorRow) {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    roles: row.roles as OperatorRole[],
    isDisabled: row.isDisabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OperatorDeps {
  settings: SettingsService;
  limits: RateLimitService;
  /** How long an operator session lives: shorter than a member's (8 hours by default). */
  sessionTtlMs: number;
  /** How long this process trusts a token it has checked (0: check every call). */
  authCacheMs?: number;
  /** Carries ended sessions and role changes to the other server processes. */
  bus?: CacheBus;
}

/** Who proposed and who approved a grant of roles; null for the server's own grants. */
export interface Grantors {
  proposedBy: number | null;
  approvedBy: number | null;
}

export interface OperatorChange {
  roles?: OperatorRole[] | undefined;
  isDisabled?: boolean | undefined;
}

/** Operator accounts and sessions. Holds no connection: every method takes the executor first. */
export class OperatorService {
  private readonly deps: OperatorDeps;
  private readonly tokens: TokenCache<AuthOperator, DbOrTx>;
  private readonly throttle: LoginThrottle;

  constructor(deps: OperatorDeps) {
    this.deps = deps;
    this.throttle = new LoginThrottle(deps.settings, deps.limits);
    this.tokens = new TokenCache({
      ttlMs: deps.authCacheMs ?? 0,
      ownerOf: (holder) => holder.operatorId,
      namespace: 'auth-operator',
      bus: deps.bus,
    });
  }

  /**
   * Checks the password and opens a session. Throttled as member logins are (per account and
   * address, a slower account-wide fallback, a known device on its own counter; only failures
   * add up), and one answer for an unknown name, a wrong password and a disabled account, so
   * neither guessing nor probing which accounts exist (or are disabled) gets anywhere. Answers
   * the device token to keep beside the session.
   */
  async login(
    db: DbOrTx,
    username: string,
    password: string,
    client: { ip: string; deviceToken?: string | undefined },
  ) {
    const [row] = await db.select().from(operators).where(eq(operators.username, username));
    const knownDeviceId = row ? await knownDevice(db, row.id, client.deviceToken) : null;
    const counters = await this.throttle.passwordTry(db, 'oplogin', {
      identifier: username,
      ip: client.ip,
      knownDeviceId,
    });
    await this.throttle.begin(db, counters);
    const isValid = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
    if (!row || !isValid || row.isDisabled) throw new AppError('LOGIN_FAILED');
    await this.throttle.succeeded(db, counters);
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.deps.sessionTtlMs);
    await db.insert(operatorSessions).values({ operatorId: row.id, tokenHash: hashToken(token), expiresAt });
    const deviceToken = await rememberDevice(db, row.id, knownDeviceId, client.deviceToken);
    return { session: { token, invalidTime: expiresAt.toISOString(), operator: operatorView(row) }, deviceToken };
  }

  /** The operator behind a token, or null when it is unknown, expired, revoked or disabled. */
  async authenticate(db: DbOrTx, token: string): Promise<AuthOperator | null> {
    return this.tokens.lookup(token, () => this.sessionOwner(db, token));
  }

  private async sessionOwner(db: DbOrTx, token: string): Promise<AuthOperator | null> {
    const [row] = await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, hashToken(token)),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, sql`now()`),
          eq(operators.isDisabled, false),
        ),
      );
    if (!row) return null;
    return {
      operatorId: row.operator.id,
      sessionId: row.session.id,
      username: row.operator.username,
      displayName: row.operator.displayName,
      roles: row.operator.roles as OperatorRole[],
    };
  }

  /** Ends one session. */
  async logout(db: DbOrTx, sessionId: number): Promise<void> {
    await db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(operatorSessions.id, sessionId));
    await this.tokens.ended(db, TokenCache.session(sessionId));
  }

  /** Ends every live session of an operator, except `keepSessionId` when given. */
  async endSessions(db: DbOrTx, operatorId: number, keepSessionId?: number): Promise<void> {
    await db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(operatorSessions.id, keepSessionId),
        ),
      );
    await this.tokens.ended(db, TokenCache.owner(operatorId));
  }

  async get(db: DbOrTx, id: number) {
    const [row] = await db.select().from(operators).where(eq(operators.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return operatorView(row);
  }

  async list(db: DbOrTx) {
    const rows = await db.select().from(operators).orderBy(asc(operators.id));
    return rows.map(operatorView);
  }

  async count(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(operators);
    return row?.value ?? 0;
  }

  /** Active accounts holding the admin role: a second admin's approval needs two. */
  async adminCount(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(operators)
      .where(and(eq(operators.isDisabled, false), sql`'admin' = any(${operators.roles})`));
    return row?.value ?? 0;
  }

  /**
   * Creates an operator account; the username must be new. Called as it is by the server itself
   * (first start, the console, demo data); the back office goes through a second admin's approval.
   */
  async create(
    tx: Tx,
    input: { username: string; displayName: string; password?: string; passwordHash?: string; roles: OperatorRole[] },
    grantedBy: Grantors = { proposedBy: null, approvedBy: null },
  ) {
    invariant(input.password !== undefined || input.passwordHash !== undefined, 'a new operator has a password');
    const [row] = await tx
      .insert(operators)
      .values({
        username: input.username,
        displayName: input.displayName,
        passwordHash: input.passwordHash ?? (await hashPassword(input.password!)),
        roles: [...new Set(input.roles)],
      })
      .onConflictDoNothing({ target: operators.username })
      .returning();
    if (!row) throw new AppError('CONFLICT', 'error.OPERATOR_EXISTS');
    await this.recordGrant(tx, row.id, row.roles, grantedBy);
    return operatorView(row);
  }

  /** Notes who granted roles and when, for the two-person rules' links between accounts. */
  async recordGrant(tx: Tx, operatorId: number, roles: string[], grantedBy: Grantors): Promise<void> {
    await tx.insert(operatorGrants).values({ operatorId, roles, ...grantedBy });
  }

  /**
   * Changes roles or disables an account on behalf of `actorId`; disabling ends its sessions.
   * An edit with nothing in it is a 400, and an admin cannot lock themselves out (the last way
   * back in would be the database). Returns before and after.
   */
  async update(tx: Tx, actorId: number, id: number, change: OperatorChange) {
    if (change.roles === undefined && change.isDisabled === undefined) {
      throw new AppError('VALIDATION', 'error.NOTHING_TO_CHANGE', undefined, 'NOTHING_TO_CHANGE');
    }
    if (id === actorId && (change.isDisabled || (change.roles && !change.roles.includes('admin')))) {
      throw new AppError('FORBIDDEN');
    }
    const [previous] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
    if (!previous) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(operators)
      .set({
        ...(change.roles ? { roles: [...new Set(change.roles)] } : {}),
        ...(change.isDisabled !== undefined ? { isDisabled: change.isDisabled } : {}),
      })
      .where(eq(operators.id, id))
      .returning();
    // Ended for good: enabling the account again does not bring old tokens or devices back.
    if (change.isDisabled) {
      await this.endSessions(tx, id);
      await forgetDevices(tx, id);
    }
    // Roles travel with a cached session: the new ones apply on the next call in every process.
    else await this.tokens.ended(tx, TokenCache.owner(id));
    return { before: operatorView(previous), after: operatorView(row!) };
  }
}
