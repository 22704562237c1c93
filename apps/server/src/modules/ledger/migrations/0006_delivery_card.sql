-- Delivery-card credit: the value of a pickup gift card, credited from the GIFT_CARD account and
-- spent on the order the card makes. Its system accounts exist from the start, as every asset's.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_asset_known;
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_asset_known
  CHECK (asset IN ('CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS', 'DELIVERY_CARD'));
--> statement-breakpoint
INSERT INTO ledger_accounts (system_name, asset)
  SELECT s.name, 'DELIVERY_CARD'
    FROM unnest(ARRAY['ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING', 'GIFT_CARD', 'WITHDRAWAL_FEE', 'WITHHOLDING_TAX']) AS s(name)
   ORDER BY 1
ON CONFLICT DO NOTHING;
