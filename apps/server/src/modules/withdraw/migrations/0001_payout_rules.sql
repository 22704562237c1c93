-- What finance sent to the bank cannot change afterwards: a batch's figures are fixed, its items
-- stay in it, and an item's money and bank details never change. Only the bank's outcome
-- (transferred, or one item rejected) may still be written.
CREATE FUNCTION withdrawals_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'withdrawals are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.member_id <> OLD.member_id OR NEW.serial_no <> OLD.serial_no
     OR NEW.amount_minor <> OLD.amount_minor OR NEW.fee_minor <> OLD.fee_minor OR NEW.tax_minor <> OLD.tax_minor
     OR NEW.bank_code <> OLD.bank_code OR NEW.account_no <> OLD.account_no OR NEW.account_name <> OLD.account_name THEN
    RAISE EXCEPTION 'a withdrawal''s amount and bank details are fixed' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.batch_id IS NOT NULL AND NEW.batch_id IS DISTINCT FROM OLD.batch_id THEN
    RAISE EXCEPTION 'an exported batch cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.batch_id IS NOT NULL AND NEW.status IS DISTINCT FROM OLD.status
     AND NOT (OLD.status = 'pending_transfer' AND NEW.status IN ('completed', 'rejected')) THEN
    RAISE EXCEPTION 'an exported item only completes or is rejected' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER withdrawals_guard BEFORE UPDATE OR DELETE ON withdrawals
  FOR EACH ROW EXECUTE FUNCTION withdrawals_guard();
--> statement-breakpoint
CREATE FUNCTION payout_batches_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout batches are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.item_count <> OLD.item_count OR NEW.total_minor <> OLD.total_minor
     OR NEW.exported_by <> OLD.exported_by OR NEW.exported_at <> OLD.exported_at
     OR OLD.status = 'transferred' THEN
    RAISE EXCEPTION 'an exported batch cannot change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payout_batches_guard BEFORE UPDATE OR DELETE ON payout_batches
  FOR EACH ROW EXECUTE FUNCTION payout_batches_guard();
--> statement-breakpoint
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_transfer
  CHECK ((status = 'transferred') = (bank_reference IS NOT NULL AND transferred_by IS NOT NULL));
