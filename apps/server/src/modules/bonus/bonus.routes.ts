// The bonus calls: a member's log and summary, the back office's statistics and pairing run.
// Thin: parse, one service call, map minor units to two-decimal strings.
import type { FastifyInstance } from 'fastify';
import { adminBonus, bonus, formatMinor, memberWallet } from '@mall/contracts';
import type { Locale, MessageId } from '@mall/i18n';
import type { Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { PairingReport } from './bonus.pairing.ts';
import type { BonusLogRow } from './bonus.reading.ts';
import type { BonusService } from './bonus.service.ts';

export interface BonusRouteDeps {
  db: Db;
  bonus: BonusService;
  audit: AuditService;
  /** The clock (tests pass their own). */
  now?: () => Date;
}

const money = (minor: number) => formatMinor(minor);

function logLine(row: BonusLogRow, locale: Locale) {
  return {
    id: row.id,
    type: row.kind,
    typeName: translate(locale, `wallet.kind.${row.kind}` as MessageId),
    asset: 'CASH' as const,
    direction: 'in' as const,
    amount: `+${money(row.paidMinor)}`,
    reference: row.source,
    createdAt: row.createdAt.toISOString(),
    paid: money(row.paidMinor),
    capped: money(row.cappedMinor),
    base: money(row.baseMinor),
    rate: money(row.rateBp),
    orderId: row.orderId,
    depth: row.depth,
    day: row.day,
  };
}

function runView(report: PairingReport) {
  return {
    day: report.day,
    available: report.available,
    startedAt: report.startedAt?.toISOString() ?? null,
    finishedAt: report.finishedAt?.toISOString() ?? null,
    members: report.members,
    matchedMp: report.matchedMp,
    paid: money(report.paidMinor),
    capped: money(report.cappedMinor),
    lines: report.lines.map((line) => ({
      memberId: line.memberId,
      leftMp: line.leftMp,
      rightMp: line.rightMp,
      matchedMp: line.matchedMp,
      paid: money(line.paidMinor),
      capped: money(line.cappedMinor),
    })),
  };
}

export async function bonusRoutes(app: FastifyInstance, deps: BonusRouteDeps) {
  const { db, bonus: service } = deps;
  const now = deps.now ?? (() => new Date());

  registerCall(app, memberWallet.queryBonusLogs, async ({ member, query, locale }) => {
    const found = await service.reading.logs(db, member.memberId, query);
    return { ...found, list: found.list.map((row) => logLine(row, locale)) };
  });
  registerCall(app, bonus.summary, async ({ member, query }) => {
    const summary = await service.summary(db, member.memberId, query.month ?? now().toISOString().slice(0, 7));
    return {
      paid: money(summary.paidMinor),
      capped: money(summary.cappedMinor),
      pending: money(summary.pendingMinor),
      byKind: summary.byKind.map((row) => ({
        kind: row.kind,
        paid: money(row.paidMinor),
        capped: money(row.cappedMinor),
        pending: money(row.pendingMinor),
      })),
      byDay: summary.byDay.map((row) => ({
        day: row.day,
        kind: row.kind,
        paid: money(row.paidMinor),
        capped: money(row.cappedMinor),
      })),
    };
  });

  registerCall(app, adminBonus.statistics, async ({ query }) => {
    const rows = await service.reading.statistics(db, query.from, query.to, query.kind);
    const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    return {
      list: rows.map((row) => ({
        day: row.day,
        kind: row.kind,
        records: row.records,
        paid: money(row.paidMinor),
        capped: money(row.cappedMinor),
        remainder: money(row.remainderMinor),
      })),
      totals: {
        records: sum((row) => row.records),
        paid: money(sum((row) => row.paidMinor)),
        capped: money(sum((row) => row.cappedMinor)),
        remainder: money(sum((row) => row.remainderMinor)),
      },
    };
  });
  registerCall(app, adminBonus.pairingPreview, async ({ query }) =>
    runView(await service.pairing.preview(db, query.day, now())),
  );
  registerCall(app, adminBonus.pairingReport, async ({ query }) =>
    runView(await service.pairing.report(db, query.day)),
  );
  registerCall(app, adminBonus.pairingRun, async ({ body, request, operator }) => {
    // The settlement opens one transaction per member; the audit entry is written after it.
    const report = await service.pairing.settle(db, body.day, now(), operator.operatorId);
    return audited(deps, request, 'bonus.pairing.run', 'bonusPairingRun', async () => ({
      targetId: null,
      before: null,
      after: { day: report.day, members: report.members, paidMinor: report.paidMinor, cappedMinor: report.cappedMinor },
      result: runView(report),
    }));
  });
}
