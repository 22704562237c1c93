-- The ledger's rules, enforced by the database whatever the code does:
-- transfers are immutable, balances change only when transfers are inserted, both accounts of a
-- transfer hold its asset, every transaction has transfers and balances per asset, and a hold
-- resolves exactly once.

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

-- Applies a statement's new transfers to member balances: accounts are locked in id order (so two
-- transactions never deadlock on each other) and each account gets one UPDATE with its net change.
-- NO KEY UPDATE, like the UPDATE itself, so the foreign-key checks' KEY SHARE locks never block it.
-- A member account that would go below zero fails its CHECK and the whole statement rolls back.
-- System accounts (revenue, issuance, holds...) are on the other side of nearly every transfer: a
-- stored balance there would be one row every payment in the shop waits for, so theirs is derived
-- from the transfers when read, and their balance column stays zero.
CREATE FUNCTION ledger_apply_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mismatch record;
BEGIN
  SELECT n.id, n.asset INTO mismatch
    FROM new_transfers n
    JOIN ledger_accounts d ON d.id = n.debit_account_id
    JOIN ledger_accounts c ON c.id = n.credit_account_id
   WHERE d.asset <> n.asset OR c.asset <> n.asset
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transfer % moves % between accounts of another asset', mismatch.id, mismatch.asset
      USING ERRCODE = 'check_violation';
  END IF;

  PERFORM 1 FROM ledger_accounts
   WHERE id IN (SELECT debit_account_id FROM new_transfers UNION SELECT credit_account_id FROM new_transfers)
     AND member_id IS NOT NULL
   ORDER BY id
   FOR NO KEY UPDATE;

  UPDATE ledger_accounts a
     SET balance = a.balance + d.delta
    FROM (
      SELECT account_id, sum(delta)::bigint AS delta
        FROM (
          SELECT credit_account_id AS account_id, amount_minor AS delta FROM new_transfers
          UNION ALL
          SELECT debit_account_id, -amount_minor FROM new_transfers
        ) moves
       GROUP BY account_id
    ) d
   WHERE a.id = d.account_id AND d.delta <> 0 AND a.member_id IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_apply AFTER INSERT ON ledger_transfers
  REFERENCING NEW TABLE AS new_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_apply_transfers();
--> statement-breakpoint

-- A balance is written only from inside the transfer trigger (trigger depth 2); a direct UPDATE
-- of it, or of an account's owner or asset, is refused.
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS DISTINCT FROM OLD.member_id OR NEW.system_name IS DISTINCT FROM OLD.system_name
     OR NEW.asset IS DISTINCT FROM OLD.asset OR NEW.id IS DISTINCT FROM OLD.id THEN
    RAISE EXCEPTION 'ledger account % cannot change owner or asset', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger account % balance changes only through transfers', OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();
--> statement-breakpoint
CREATE FUNCTION ledger_guard_new_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance <> 0 THEN
    RAISE EXCEPTION 'a ledger account opens at zero; value arrives by transfer' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_open_at_zero BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_new_account();
--> statement-breakpoint

-- Checked at commit: a transaction has at least one transfer and, per asset, what it debits
-- equals what it credits.
CREATE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % has no transfers', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  SELECT asset INTO unbalanced
    FROM (
      SELECT t.asset, sum(t.amount_minor) AS amount FROM ledger_transfers t
        JOIN ledger_accounts a ON a.id = t.credit_account_id AND a.asset = t.asset
       WHERE t.transaction_id = NEW.id GROUP BY t.asset
      UNION ALL
      SELECT t.asset, -sum(t.amount_minor) FROM ledger_transfers t
        JOIN ledger_accounts a ON a.id = t.debit_account_id AND a.asset = t.asset
       WHERE t.transaction_id = NEW.id GROUP BY t.asset
    ) sides
   GROUP BY asset
  HAVING sum(amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %', NEW.id, unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
--> statement-breakpoint

-- A hold moves once, from held to posted or voided; nothing else about it changes.
CREATE FUNCTION ledger_guard_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger hold % cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'held' OR NEW.status NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'ledger hold % is already %', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.account_id <> OLD.account_id OR NEW.asset <> OLD.asset OR NEW.amount_minor <> OLD.amount_minor
     OR NEW.hold_transaction_id <> OLD.hold_transaction_id OR NEW.id <> OLD.id THEN
    RAISE EXCEPTION 'ledger hold % can only be resolved', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_holds_resolve_once BEFORE UPDATE OR DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_hold();
--> statement-breakpoint

-- A lot only ever shrinks; its size and dates are fixed at purchase.
CREATE FUNCTION ledger_guard_lot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger lot % cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.remaining_minor > OLD.remaining_minor OR NEW.amount_minor <> OLD.amount_minor
     OR NEW.member_id <> OLD.member_id OR NEW.expires_at <> OLD.expires_at
     OR NEW.purchased_at <> OLD.purchased_at OR NEW.transaction_id <> OLD.transaction_id THEN
    RAISE EXCEPTION 'ledger lot % can only be drawn down', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_lots_draw_down_only BEFORE UPDATE OR DELETE ON ledger_lots
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_lot();
--> statement-breakpoint

-- An adjustment is decided once: pending becomes applied or rejected, and what was asked stays.
CREATE FUNCTION ledger_guard_adjustment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger adjustment % cannot be deleted', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('applied', 'rejected') THEN
    RAISE EXCEPTION 'ledger adjustment % is already %', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.member_id <> OLD.member_id OR NEW.asset <> OLD.asset OR NEW.direction <> OLD.direction
     OR NEW.amount_minor <> OLD.amount_minor OR NEW.requested_by <> OLD.requested_by THEN
    RAISE EXCEPTION 'ledger adjustment % can only be decided', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_adjustments_decide_once BEFORE UPDATE OR DELETE ON ledger_adjustments
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_adjustment();
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_balance_derived
  CHECK (member_id IS NOT NULL OR balance = 0);
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_asset_known
  CHECK (asset IN ('CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS'));
--> statement-breakpoint
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_name_known
  CHECK (system_name IS NULL OR system_name IN ('ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING'));
--> statement-breakpoint
-- System accounts exist from the start, so their ids never come from a transaction that may roll back.
INSERT INTO ledger_accounts (system_name, asset)
  SELECT s.name, a.asset
    FROM unnest(ARRAY['ISSUANCE', 'REVENUE', 'PAYOUT', 'HOLD', 'EXPIRY', 'ADJUSTMENT', 'OPENING']) AS s(name)
   CROSS JOIN unnest(ARRAY['CASH', 'CASH_GIFT', 'BEANS', 'BONUS_CREDIT', 'DISCOUNT_CARD', 'VOUCHER', 'POINTS']) AS a(asset)
   ORDER BY 1, 2;
