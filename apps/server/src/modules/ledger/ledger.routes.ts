import type { FastifyInstance } from 'fastify';
import {
  adminLedger,
  BONUS_CREDIT_WARNING_MINOR,
  memberWallet,
  type HistoryType,
  type LedgerAsset,
  type WalletBalance,
} from '@mall/contracts';
import type { Locale, MessageId } from '@mall/i18n';
import type { Db } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { KeyedTurns } from '../../lib/keyed-turns.ts';
import { responseClosed } from '../../lib/response-closed.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { HistoryRow, LedgerService, MemberBalances } from './ledger.service.ts';
import { formatSigned, formatUnsigned } from './money.ts';

function walletView(balances: MemberBalances): WalletBalance {
  const money = (minor: number) => formatUnsigned('CASH', minor);
  return {
    withdrawableCash: money(balances.CASH),
    nonWithdrawableCash: money(balances.CASH_GIFT),
    totalCash: money(balances.CASH + balances.CASH_GIFT),
    heldCash: money(balances.heldCash),
    beans: money(balances.BEANS),
    heldBeans: money(balances.heldBeans),
    bonusCredit: money(balances.BONUS_CREDIT),
    bonusCreditLow: balances.BONUS_CREDIT < BONUS_CREDIT_WARNING_MINOR,
    discountCard: money(balances.DISCOUNT_CARD),
    vouchers: money(balances.VOUCHER),
    points: balances.POINTS,
  };
}

const typeName = (locale: Locale, type: HistoryType) => translate(locale, `wallet.kind.${type}` as MessageId);

function memberLine(row: HistoryRow, locale: Locale) {
  return {
    id: row.id,
    type: row.type,
    typeName: typeName(locale, row.type),
    asset: row.asset,
    direction: row.direction,
    amount: formatSigned(row.asset, row.amountMinor, row.direction),
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface LedgerRouteDeps {
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
}

export async function ledgerRoutes(app: FastifyInstance, deps: LedgerRouteDeps) {
  const { ledger, db } = deps;

  registerCall(app, memberWallet.getBalance, async ({ member }) =>
    walletView(await ledger.balances(db, member.memberId)),
  );

  const memberHistory = async (
    memberId: number,
    locale: Locale,
    assets: readonly LedgerAsset[],
    query: {
      pageNum: number;
      pageSize: number;
      type?: HistoryType | undefined;
      month?: string | undefined;
      lastId?: number | undefined;
    },
  ) => {
    const found = await ledger.history(db, memberId, { ...query, assets });
    return { ...found, list: found.list.map((row) => memberLine(row, locale)) };
  };

  // The bonus log is the bonus module's: it lists bonus records, capped ones too.
  registerCall(app, memberWallet.queryCashLogs, async ({ member, query, locale }) =>
    memberHistory(member.memberId, locale, query.asset ? [query.asset] : ['CASH', 'CASH_GIFT'], query),
  );
  registerCall(app, memberWallet.queryBeansLogs, async ({ member, query, locale }) =>
    memberHistory(member.memberId, locale, ['BEANS'], query),
  );
  registerCall(app, memberWallet.queryDiscountCardLogs, async ({ member, query, locale }) =>
    memberHistory(member.memberId, locale, ['DISCOUNT_CARD'], query),
  );
  registerCall(app, memberWallet.queryVoucherLogs, async ({ member, query, locale }) =>
    memberHistory(member.memberId, locale, ['VOUCHER'], query),
  );
  registerCall(app, memberWallet.queryPointsLogs, async ({ member, query, locale }) => {
    const found = await ledger.history(db, member.memberId, { ...query, assets: ['POINTS'] });
    return {
      ...found,
      list: found.list.map((row) => ({
        ...memberLine(row, locale),
        amount: row.direction === 'in' ? row.amountMinor : -row.amountMinor,
      })),
    };
  });

  adminLedgerRoutes(app, deps);
}

/** The back office's view of members' money, and manual adjustments with their decisions. */
function adminLedgerRoutes(app: FastifyInstance, deps: LedgerRouteDeps) {
  const { ledger, db } = deps;
  registerCall(app, adminLedger.memberBalances, async ({ query }) => ({
    memberId: query.memberId,
    ...walletView(await ledger.balances(db, query.memberId)),
  }));
  registerCall(app, adminLedger.memberHistory, async ({ query, locale }) => {
    const { memberId, asset, ...rest } = query;
    const found = await ledger.history(db, memberId, {
      ...rest,
      assets: asset ? [asset] : ['CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS'],
    });
    return {
      ...found,
      list: found.list.map((row) => ({
        ...memberLine(row, locale),
        transactionId: row.transactionId,
        kind: row.kind,
        amount: formatUnsigned(row.asset, row.amountMinor),
        counterparty: row.counterparty,
      })),
    };
  });
  registerCall(app, adminLedger.adjustments, async ({ query }) => ledger.adjustments(db, query));
  const adjustmentTurns = new KeyedTurns();
  registerCall(app, adminLedger.adjust, async ({ body, request, reply, operator }) =>
    adjustmentTurns.run(
      `${operator.operatorId}:${body.memberId}`,
      () =>
        audited(deps, request, 'ledger.adjust', 'ledgerAdjustment', async (tx) => {
          const adjustment = await ledger.requestAdjustment(tx, operator, body);
          return { targetId: adjustment.id, before: null, after: adjustment, result: adjustment };
        }),
      responseClosed(reply),
    ),
  );
  registerCall(app, adminLedger.approveAdjustment, async ({ body, request, operator }) =>
    audited(deps, request, 'ledger.adjustment.approve', 'ledgerAdjustment', async (tx) => {
      const before = await ledger.adjustment(tx, body.id);
      const after = await ledger.approveAdjustment(tx, body.id, operator, body.note);
      return { targetId: body.id, before, after, result: after };
    }),
  );
  registerCall(app, adminLedger.rejectAdjustment, async ({ body, request, operator }) =>
    audited(deps, request, 'ledger.adjustment.reject', 'ledgerAdjustment', async (tx) => {
      const before = await ledger.adjustment(tx, body.id);
      const after = await ledger.rejectAdjustment(tx, body.id, operator, body.note);
      return { targetId: body.id, before, after, result: after };
    }),
  );
}
