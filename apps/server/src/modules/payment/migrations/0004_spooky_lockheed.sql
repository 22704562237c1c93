-- A payment intent names what it pays: every intent so far paid an order, so it becomes kind
-- 'order' with that order's id; order_id stays filled for orders only.
ALTER TABLE "payment_intents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "payable_kind" text;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "payable_id" bigint;--> statement-breakpoint
UPDATE "payment_callbacks" SET "payable_kind" = 'order', "payable_id" = "order_id" WHERE "order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payable_kind" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payable_id" bigint;--> statement-breakpoint
UPDATE "payment_intents" SET "payable_kind" = 'order', "payable_id" = "order_id";--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "payable_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ALTER COLUMN "payable_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_intents_payable_idx" ON "payment_intents" USING btree ("payable_kind","payable_id","id");--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_order_payable" CHECK (("payment_intents"."payable_kind" = 'order') = ("payment_intents"."order_id" is not null) and ("payment_intents"."order_id" is null or "payment_intents"."order_id" = "payment_intents"."payable_id"));
