ALTER TABLE "ledger_adjustments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_adjustments_requester_key_unique" ON "ledger_adjustments" USING btree ("requested_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_adjustments_requester_day_idx" ON "ledger_adjustments" USING btree ("requested_by","member_id","asset","created_at");