// Third-party login through OAuth2 / OpenID Connect providers configured in settings, plus a
// built-in sandbox provider outside production so the whole flow runs locally.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Settings } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { outboundRequest } from '../../lib/outbound.ts';
import { memberTable } from '../member/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SANDBOX_KEY } from './sandbox.ts';
import { memberOpenAccounts, oauthClientSecrets, oauthStates } from './oauth.schema.ts';

type Provider = Settings['oauthProviders'][number];
/** A linked account as `linksColumn` reads it. */
export interface StoredLink {
  provider: string;
  displayName: string;
  createdAt: string;
}
type Purpose = 'login' | 'bind';

const STATE_TTL_SECONDS = 600;
const FETCH_TIMEOUT_MS = 10_000;
const UNIQUE_VIOLATION = '23505';

export interface OpenIdentity {
  provider: string;
  subject: string;
  displayName: string;
  inviteCode: string | null;
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

function failed(): AppError {
  return new AppError('VALIDATION', 'account.oauthFailed', undefined, 'OAUTH_FAILED');
}

export class OauthService {
  private readonly settings: SettingsService;
  private readonly isProduction: boolean;
  private readonly allowPrivateUrls: boolean;

  /** `allowPrivateUrls`: development only, providers may live on this machine or a private network. */
  constructor(settings: SettingsService, isProduction: boolean, allowPrivateUrls = false) {
    this.settings = settings;
    this.isProduction = isProduction;
    this.allowPrivateUrls = allowPrivateUrls && !isProduction;
  }

  /** Every enabled provider; `origin` is this server's own address, where the sandbox lives. */
  async providers(db: DbOrTx, origin: string): Promise<Provider[]> {
    const configured = (await this.settings.get(db, 'oauthProviders')).filter((p) => p.isEnabled);
    if (this.isProduction || configured.some((p) => p.key === SANDBOX_KEY)) return configured;
    const base = `${origin}/dev/oauth-sandbox`;
    return [
      ...configured,
      {
        key: SANDBOX_KEY,
        name: 'Sandbox',
        authorizeUrl: `${base}/authorize`,
        tokenUrl: `${base}/token`,
        userinfoUrl: `${base}/userinfo`,
        clientId: SANDBOX_CLIENT_ID,
        scope: 'openid profile',
        subjectField: 'sub',
        nameField: 'name',
        isEnabled: true,
      },
    ];
  }

  /** The buttons for the login page: none while third-party login is switched off. */
  async loginOptions(db: DbOrTx, origin: string) {
    const enabled = await this.settings.get(db, 'showOpenLogin');
    if (!enabled) return { enabled, providers: [] };
    return { enabled, providers: (await this.providers(db, origin)).map((p) => ({ key: p.key, name: p.name })) };
  }

  private async provider(db: DbOrTx, key: string, origin: string): Promise<Provider> {
    const provider = (await this.providers(db, origin)).find((p) => p.key === key);
    if (!provider)
      throw new AppError('VALIDATION', 'account.oauthProviderUnknown', undefined, 'OAUTH_PROVIDER_UNKNOWN');
    return provider;
  }

  /** Refuses login while the operator has third-party login switched off. */
  async assertLoginEnabled(db: DbOrTx): Promise<void> {
    if (!(await this.settings.get(db, 'showOpenLogin'))) {
      throw new AppError('FORBIDDEN', 'account.openLoginOff', undefined, 'OPEN_LOGIN_OFF');
    }
  }

  /** Starts an authorization: a single-use state bound to purpose and member, and the provider's URL. */
  async start(
    db: DbOrTx,
    input: {
      provider: string;
      purpose: Purpose;
      redirectUri: string;
      memberId: number | null;
      inviteCode: string | null;
      origin: string;
    },
  ) {
    const provider = await this.provider(db, input.provider, input.origin);
    const state = randomBytes(24).toString('base64url');
    await db.insert(oauthStates).values({
      stateHash: hashState(state),
      provider: provider.key,
      purpose: input.purpose,
      memberId: input.memberId,
      redirectUri: input.redirectUri,
      inviteCode: input.inviteCode,
      expiresAt: sql`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
    });
    const url = new URL(provider.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('scope', provider.scope);
    url.searchParams.set('state', state);
    return { step: 'redirect' as const, authorizeUrl: url.toString(), state };
  }

  /** Finishes an authorization: spends the state, trades the code for a token, reads who the person is. */
  async complete(
    db: DbOrTx,
    input: {
      provider: string;
      purpose: Purpose;
      code: string;
      state: string;
      memberId: number | null;
      origin: string;
    },
  ): Promise<OpenIdentity> {
    const provider = await this.provider(db, input.provider, input.origin);
    const [state] = await db
      .update(oauthStates)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oauthStates.stateHash, hashState(input.state)),
          eq(oauthStates.provider, provider.key),
          eq(oauthStates.purpose, input.purpose),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, sql`now()`),
          input.memberId === null ? isNull(oauthStates.memberId) : eq(oauthStates.memberId, input.memberId),
        ),
      )
      .returning();
    if (!state) throw new AppError('VALIDATION', 'account.oauthStateInvalid', undefined, 'OAUTH_STATE_INVALID');

    const secret = await this.clientSecret(db, provider.key);
    // The built-in sandbox is this very server, so it is reached on its own (loopback) address.
    const allowPrivate = this.allowPrivateUrls || (provider.key === SANDBOX_KEY && !this.isProduction);
    const tokenResponse = await this.fetchJson(provider.tokenUrl, allowPrivate, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: state.redirectUri,
        client_id: provider.clientId,
        client_secret: secret,
      }).toString(),
    });
    const accessToken = tokenResponse.access_token;
    if (typeof accessToken !== 'string' || accessToken === '') throw failed();
    const profile = await this.fetchJson(provider.userinfoUrl, allowPrivate, {
      method: 'GET',
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    const subject = profile[provider.subjectField];
    if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject) === '') throw failed();
    const name = profile[provider.nameField];
    return {
      provider: provider.key,
      subject: String(subject),
      displayName: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 40) : provider.name,
      inviteCode: state.inviteCode,
    };
  }

  private async fetchJson(
    url: string,
    allowPrivate: boolean,
    init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
  ): Promise<Record<string, unknown>> {
    try {
      const response = await outboundRequest(url, { ...init, timeoutMs: FETCH_TIMEOUT_MS, allowPrivate });
      if (response.status < 200 || response.status >= 300) throw failed();
      const body: unknown = JSON.parse(response.text);
      if (typeof body !== 'object' || body === null) throw failed();
      return body as Record<string, unknown>;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw failed();
    }
  }

  private async clientSecret(db: DbOrTx, provider: string): Promise<string> {
    if (provider === SANDBOX_KEY && !this.isProduction) return SANDBOX_CLIENT_SECRET;
    const [row] = await db.select().from(oauthClientSecrets).where(eq(oauthClientSecrets.provider, provider));
    return row?.secret ?? '';
  }

  /** The member linked to a third-party identity, if any. */
  async memberFor(db: DbOrTx, identity: OpenIdentity): Promise<number | null> {
    const [row] = await db
      .select({ memberId: memberOpenAccounts.memberId })
      .from(memberOpenAccounts)
      .where(and(eq(memberOpenAccounts.provider, identity.provider), eq(memberOpenAccounts.subject, identity.subject)));
    return row?.memberId ?? null;
  }

  /** Links an identity to a member; an identity has one member and a member one identity per provider. */
  async link(tx: DbOrTx, memberId: number, identity: OpenIdentity) {
    try {
      const [row] = await tx
        .insert(memberOpenAccounts)
        .values({
          memberId,
          provider: identity.provider,
          subject: identity.subject,
          displayName: identity.displayName,
        })
        .returning();
      return row!;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
      const { code, constraint } = cause as { code?: string; constraint?: string };
      if (code !== UNIQUE_VIOLATION) throw error;
      if (constraint === 'member_open_accounts_identity_uq') {
        throw new AppError('CONFLICT', 'account.oauthTaken', undefined, 'OAUTH_TAKEN');
      }
      throw new AppError('CONFLICT', 'account.oauthAlreadyBound', undefined, 'OAUTH_ALREADY_BOUND');
    }
  }

  /** Unlinks a member's account at one provider. */
  async unlink(db: DbOrTx, memberId: number, provider: string): Promise<void> {
    await db
      .delete(memberOpenAccounts)
      .where(and(eq(memberOpenAccounts.memberId, memberId), eq(memberOpenAccounts.provider, provider)));
  }

  /** Unlinks everything, for account deletion. */
  async unlinkAll(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(memberOpenAccounts).where(eq(memberOpenAccounts.memberId, memberId));
  }

  /** A member's links as stored, for the back office. */
  async linksOf(db: DbOrTx, memberId: number) {
    const rows = await db.select().from(memberOpenAccounts).where(eq(memberOpenAccounts.memberId, memberId));
    return rows.map((row) => ({
      provider: row.provider,
      displayName: row.displayName,
      boundAt: row.createdAt.toISOString(),
    }));
  }

  /** Every enabled provider with whether this member is linked to it. */
  async accountList(db: DbOrTx, memberId: number, origin: string) {
    return this.accountsFrom(await this.providers(db, origin), await this.linksOf(db, memberId));
  }

  /**
   * The member's linked accounts as a column of a statement that reads the member's row
   * (`members.id`): the profile page then costs one statement. Read it with `linksFrom`.
   */
  linksColumn(): SQL<StoredLink[]> {
    const links = memberOpenAccounts;
    return sql<StoredLink[]>`(select coalesce(json_agg(json_build_object('provider', ${links.provider},
      'displayName', ${links.displayName}, 'createdAt', ${links.createdAt})), '[]'::json)
      from ${links} where ${links.memberId} = ${memberTable.id})`;
  }

  /** The providers with the member's links as `linksColumn` read them, as `accountList` answers. */
  accountListFrom(providers: readonly Provider[], stored: readonly StoredLink[]) {
    const links = stored.map((link) => ({
      provider: link.provider,
      displayName: link.displayName,
      // JSON carries PostgreSQL's own timestamp text; answers use JavaScript's ISO form.
      boundAt: new Date(link.createdAt).toISOString(),
    }));
    return this.accountsFrom(providers, links);
  }

  private accountsFrom(
    providers: readonly Provider[],
    links: readonly { provider: string; displayName: string; boundAt: string }[],
  ) {
    return providers.map((provider) => {
      const link = links.find((l) => l.provider === provider.key);
      return {
        provider: provider.key,
        name: provider.name,
        isBound: link !== undefined,
        displayName: link?.displayName ?? null,
        boundAt: link?.boundAt ?? null,
      };
    });
  }

  /** Stores a provider's client secret; it is never read back by any call. */
  async setClientSecret(tx: Tx, provider: string, secret: string): Promise<void> {
    await tx
      .insert(oauthClientSecrets)
      .values({ provider, secret })
      .onConflictDoUpdate({ target: oauthClientSecrets.provider, set: { secret, updatedAt: sql`now()` } });
  }
}
