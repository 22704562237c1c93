-- Subsidy campaigns pay part of a line's price from their budget: the money comes from its own
-- system account, so what the shop spent on subsidies reads apart from other issuance.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_system_name_known;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_name_known
  CHECK (system_name IS NULL OR system_name IN ('ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING', 'GIFT_CARD', 'WITHDRAWAL_FEE', 'WITHHOLDING_TAX', 'SUBSIDY'));
--> statement-breakpoint
INSERT INTO ledger_accounts (system_name, asset)
  SELECT 'SUBSIDY', a.asset
    FROM unnest(ARRAY['CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS', 'DELIVERY_CARD']) AS a(asset)
   ORDER BY 1
ON CONFLICT DO NOTHING;
