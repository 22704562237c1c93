import { eq, sql } from 'drizzle-orm';
import { settingKeys, settingSchemas, type OperatorRole, type SettingKey, type Settings } from '@mall/contracts';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { Cache } from '../../lib/cache.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { settingChanges, settings } from './settings.schema.ts';
import { settingDefaults } from './settings.defaults.ts';
import { assertOutboundUrls, keepSecrets, maskSecrets, mayRead } from './settings.policy.ts';

export interface SettingRow {
  key: SettingKey;
  value: unknown;
  updatedAt: string | null;
  secrets?: Record<string, boolean>;
  pendingChangeId?: number | null;
}

/** Settings are read on most calls and edited rarely; an edit drops them in every process at once. */
const CACHE_TTL_MS = 5_000;
const SNAPSHOT = 'all';

interface Snapshot {
  value: Settings;
  updatedAt: Map<string, string>;
}

/**
 * Settings with a short per-process cache. It holds no connection: a read takes the executor of
 * its caller (the pool, or the caller's open transaction), so a cache miss inside a transaction
 * never waits for a second connection.
 */
export class SettingsService {
  private readonly cache = new Cache<Snapshot>({ name: 'settings', ttlMs: CACHE_TTL_MS });
  private readonly allowPrivateUrls: boolean;
  private readonly bus: CacheBus | undefined;

  /**
   * `allowPrivateUrls`: development only, provider URLs may point at this machine or a private network.
   * `bus`: carries an edit to the other server processes.
   */
  constructor(options: { allowPrivateUrls?: boolean; bus?: CacheBus } = {}) {
    this.allowPrivateUrls = options.allowPrivateUrls ?? false;
    this.bus = options.bus;
    this.bus?.on('settings', () => this.cache.clear());
  }

  /** Every setting: stored values over the defaults. */
  async all(db: DbOrTx): Promise<Settings> {
    return (await this.snapshot(db)).value;
  }

  async get<K extends SettingKey>(db: DbOrTx, key: K): Promise<Settings[K]> {
    return (await this.all(db))[key];
  }

  /** When an operator last changed a setting; null while it still has its default. */
  async updatedAt(db: DbOrTx, key: SettingKey): Promise<string | null> {
    return (await this.snapshot(db)).updatedAt.get(key) ?? null;
  }

  /**
   * The settings a role may read with when each was last changed, for the settings editor:
   * secrets answered only as set or not set, with any change waiting for a second admin.
   */
  async list(db: DbOrTx, roles: readonly OperatorRole[]): Promise<SettingRow[]> {
    const { value, updatedAt } = await this.snapshot(db);
    const pending = await db
      .select({ id: settingChanges.id, key: settingChanges.key })
      .from(settingChanges)
      .where(eq(settingChanges.status, 'pending'));
    const pendingOf = new Map(pending.map((row) => [row.key, row.id]));
    return settingKeys
      .filter((key) => mayRead(key, roles))
      .map((key) => ({
        key,
        ...maskSecrets(key, value[key]),
        updatedAt: updatedAt.get(key) ?? null,
        pendingChangeId: pendingOf.get(key) ?? null,
      }));
  }

  /**
   * Checks a value for a setting: its schema, secrets left empty keep the stored ones, and the
   * URLs the server would fetch must be public. Returns the value as it would be stored.
   */
  async check(db: DbOrTx, key: SettingKey, rawValue: unknown): Promise<unknown> {
    const schema = settingSchemas[key];
    if (!schema) throw new AppError('VALIDATION', 'error.SETTING_UNKNOWN', { key });
    const stored = await this.get(db, key);
    // With the input on each issue, a field that is present but wrong (12.5 where whole minor units
    // are due) is not reported as missing. The issues go only into the localised reasons.
    const parsed = schema.safeParse(keepSecrets(key, rawValue, stored), { reportInput: true });
    if (!parsed.success) {
      throw new ValidationFailure(parsed.error.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })));
    }
    assertOutboundUrls(key, parsed.data, this.allowPrivateUrls);
    return parsed.data;
  }

  /** One read of the table serves every setting and its change time until the TTL runs out. */
  private snapshot(db: DbOrTx): Promise<Snapshot> {
    return this.cache.get(SNAPSHOT, () => this.load(db));
  }

  private async load(db: DbOrTx): Promise<Snapshot> {
    const rows = await db.select().from(settings).prepare('settings_all').execute();
    const merged: Record<string, unknown> = { ...settingDefaults };
    const updatedAt = new Map<string, string>();
    for (const row of rows) {
      const schema = settingSchemas[row.key as SettingKey];
      // A value written by an older version that no longer fits is ignored rather than served.
      if (schema && schema.safeParse(row.value).success) merged[row.key] = row.value;
      updatedAt.set(row.key, row.updatedAt.toISOString());
    }
    return { value: merged as Settings, updatedAt };
  }

  /** Drops the cached settings here and, on commit, in every process. */
  private async changed(tx: Tx): Promise<void> {
    this.cache.clear();
    await this.bus?.publish(tx, ['settings:']);
  }

  /**
   * Checks and stores one setting, with no role rule: installation, tests and approved changes.
   * Operators' edits go through SettingsEditor. Returns the value before and after.
   */
  async update(tx: Tx, key: SettingKey, rawValue: unknown, operatorId: number | null) {
    const value = await this.check(tx, key, rawValue);
    const parsed = { data: value };
    const [previous] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
    const before = previous?.value ?? settingDefaults[key];
    const [row] = await tx
      .insert(settings)
      .values({ key, value: parsed.data, updatedBy: operatorId })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: parsed.data, updatedBy: operatorId, updatedAt: sql`now()` },
      })
      .returning();
    await this.changed(tx);
    return { before, after: parsed.data, updatedAt: row!.updatedAt.toISOString() };
  }

  /** Writes many settings at once without audit: for demo data and installation only. */
  async seed(tx: Tx, values: Partial<Settings>): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      const schema = settingSchemas[key as SettingKey];
      await tx
        .insert(settings)
        .values({ key, value: schema.parse(value) })
        .onConflictDoUpdate({ target: settings.key, set: { value: schema.parse(value) } });
    }
    await this.changed(tx);
  }
}
