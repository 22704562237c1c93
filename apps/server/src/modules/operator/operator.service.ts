import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OperatorRole } from '@mall/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthOperator } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { decoyPasswordHash, hashPassword, hashToken, newSessionToken, verifyPassword } from '../../lib/secrets.ts';
import { operatorSessions, operators } from './operator.schema.ts';

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

export class OperatorService {
  private readonly db: Db;
  private readonly sessionTtlMs: number;

  constructor(db: Db, sessionTtlMs: number) {
    this.db = db;
    this.sessionTtlMs = sessionTtlMs;
  }

  /** Checks the password and opens a session; one generic failure for every wrong input. */
  async login(username: string, password: string) {
    const [row] = await this.db.select().from(operators).where(eq(operators.username, username));
    const isValid = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
    if (!row || !isValid) throw new AppError('LOGIN_FAILED');
    if (row.isDisabled) throw new AppError('ACCOUNT_DISABLED');
    const token = newSessionToken();
    const expiresAt = new Date(Date.now() + this.sessionTtlMs);
    await this.db.insert(operatorSessions).values({ operatorId: row.id, tokenHash: hashToken(token), expiresAt });
    return { token, invalidTime: expiresAt.toISOString(), operator: operatorView(row) };
  }

  /** The operator behind a token, or null when it is unknown, expired, revoked or disabled. */
  async authenticate(token: string): Promise<AuthOperator | null> {
    const [row] = await this.db
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

  async logout(sessionId: number): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(operatorSessions.id, sessionId));
  }

  async get(id: number) {
    const [row] = await this.db.select().from(operators).where(eq(operators.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return operatorView(row);
  }

  async list() {
    const rows = await this.db.select().from(operators).orderBy(asc(operators.id));
    return rows.map(operatorView);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ value: sql<number>`count(*)::int` }).from(operators);
    return row?.value ?? 0;
  }

  /** Creates an operator account; the username must be new. */
  async create(tx: Tx, input: { username: string; displayName: string; password: string; roles: OperatorRole[] }) {
    const [row] = await tx
      .insert(operators)
      .values({
        username: input.username,
        displayName: input.displayName,
        passwordHash: await hashPassword(input.password),
        roles: [...new Set(input.roles)],
      })
      .onConflictDoNothing({ target: operators.username })
      .returning();
    if (!row) throw new AppError('CONFLICT', 'error.OPERATOR_EXISTS');
    return operatorView(row);
  }

  /** Changes roles or disables an account; disabling ends its sessions. Returns before and after. */
  async update(tx: Tx, id: number, change: { roles?: OperatorRole[] | undefined; isDisabled?: boolean | undefined }) {
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
    if (change.isDisabled) {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(operatorSessions.operatorId, id), isNull(operatorSessions.revokedAt)));
    }
    return { before: operatorView(previous), after: operatorView(row!) };
  }
}
