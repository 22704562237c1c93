-- Gift cards' exchange codes are funded from their own system account, one per asset, so what
-- the shop gave away by codes reads apart from other issuance.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_system_name_known;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_name_known
  CHECK (system_name IS NULL OR system_name IN ('ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING', 'GIFT_CARD'));
--> statement-breakpoint
INSERT INTO ledger_accounts (system_name, asset)
  SELECT 'GIFT_CARD', a.asset
    FROM unnest(ARRAY['CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS']) AS a(asset)
   ORDER BY 1, 2;
