// The expand-then-contract rule on every migration: nothing the previous release's code uses is
// dropped, renamed, retyped or made required in the same release, unless marked a contract step.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintMigration, lintMigrations, releasedBeforeTheRule } from './migration-lint.ts';

const modulesDir = path.resolve(import.meta.dirname, '../modules');
const refused = (sqlText: string) => lintMigration('x/migrations/0001_x.sql', sqlText).map((finding) => finding.why);

describe('migrations run side by side with the previous release', () => {
  it('finds nothing destructive in any migration since the rule', () => {
    expect(lintMigrations(modulesDir, releasedBeforeTheRule)).toEqual([]);
  });

  it('keeps the list of earlier migrations true: each exists and would be refused today', () => {
    for (const file of releasedBeforeTheRule) {
      expect(existsSync(path.join(modulesDir, file)), file).toBe(true);
      expect(
        lintMigrations(
          modulesDir,
          releasedBeforeTheRule.filter((other) => other !== file),
        ).length,
      ).toBeGreaterThan(0);
    }
  });

  it.each([
    ['DROP TABLE "cart_lines";'],
    ['ALTER TABLE "orders" DROP COLUMN "remark";--> statement-breakpoint'],
    ['ALTER TABLE orders drop column if exists remark;'],
    ['ALTER TABLE "orders" RENAME COLUMN "remark" TO "note";'],
    ['ALTER TABLE "orders" RENAME TO "purchases";'],
    ['ALTER TABLE "orders" ALTER COLUMN "remark" SET DATA TYPE varchar(20);'],
    ['ALTER TABLE "orders" ALTER COLUMN "total" TYPE bigint;'],
    ['ALTER TABLE "orders" ALTER COLUMN "remark" SET NOT NULL;'],
    [
      'ALTER TABLE "orders" ADD COLUMN "channel" text;\nUPDATE "orders" SET "channel" = \'app\';\nALTER TABLE "orders" ALTER COLUMN "channel" SET NOT NULL;',
    ],
    ['ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;'],
    ['TRUNCATE "cart_lines";'],
    ['DROP TYPE "order_status";'],
  ])('refuses %s', (sqlText) => {
    expect(refused(sqlText)).toHaveLength(1);
  });

  it.each([
    ['CREATE TABLE "notes" ("id" serial PRIMARY KEY, "body" text NOT NULL);'],
    ['ALTER TABLE "orders" ADD COLUMN "channel" text;'],
    ['ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT \'app\' NOT NULL;'],
    ['ALTER TABLE "p" ADD COLUMN "t" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;'],
    [
      'UPDATE "orders" SET "remark" = \'\' WHERE "remark" IS NULL;\nALTER TABLE "orders" ALTER COLUMN "remark" SET NOT NULL;',
    ],
    ['ALTER TABLE "orders" ALTER COLUMN "remark" DROP NOT NULL;'],
    ['ALTER TABLE "orders" DROP CONSTRAINT "orders_total";'],
    ['CREATE INDEX "orders_idx" ON "orders" ("member_id");'],
    ['CREATE TRIGGER t_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse();'],
    ['CREATE FUNCTION f() RETURNS void AS $$ BEGIN DROP TABLE tmp; END $$ LANGUAGE plpgsql;'],
    ["-- the old name's column is renamed in a later release\nCOMMENT ON COLUMN orders.remark IS 'rename later';"],
  ])('allows %s', (sqlText) => {
    expect(refused(sqlText)).toEqual([]);
  });

  it('allows a destructive change marked as the contract step of a later release', () => {
    const contract =
      '-- contract: 2026.12 the code of release 2026.12 stopped reading remark\nALTER TABLE "orders" DROP COLUMN "remark";';
    expect(refused(contract)).toEqual([]);
    expect(refused('-- contract:\nALTER TABLE "orders" DROP COLUMN "remark";')).toHaveLength(1);
  });
});
