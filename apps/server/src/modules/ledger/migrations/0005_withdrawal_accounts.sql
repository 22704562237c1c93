-- Withdrawal fees and withholding tax each get their own system account, so the audit's per-asset
-- sums and any report can tell them apart from payouts.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_system_name_known;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_name_known
  CHECK (system_name IS NULL OR system_name IN ('ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING', 'GIFT_CARD', 'WITHDRAWAL_FEE', 'WITHHOLDING_TAX'));
--> statement-breakpoint
INSERT INTO ledger_accounts (system_name, asset)
  SELECT s.name, a.asset
    FROM unnest(ARRAY['WITHDRAWAL_FEE', 'WITHHOLDING_TAX']) AS s(name)
   CROSS JOIN unnest(ARRAY['CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS']) AS a(asset)
   ORDER BY 1, 2
ON CONFLICT DO NOTHING;
