ALTER TABLE "after_sales" ADD COLUMN "refund_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refunded_by" integer;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "after_sales_refund_approved_idx" ON "after_sales" USING btree ("refund_approved_by","refund_approved_at") WHERE "after_sales"."refund_approved_by" is not null;--> statement-breakpoint
CREATE INDEX "after_sales_refunded_idx" ON "after_sales" USING btree ("refunded_by","refunded_at") WHERE "after_sales"."refunded_by" is not null;--> statement-breakpoint
-- Refunds paid before these columns: who paid and when, from the timeline, so they count toward the limit.
UPDATE "after_sales" AS a SET "refunded_by" = s."operator_id", "refunded_at" = s."at"
  FROM "after_sale_steps" AS s
 WHERE s."after_sale_id" = a."id" AND s."status" = 7 AND s."actor" = 'operator' AND a."type" IN ('refund', 'return');--> statement-breakpoint
UPDATE "after_sales" AS a SET "refund_approved_at" = (
    SELECT max(s."at") FROM "after_sale_steps" AS s
     WHERE s."after_sale_id" = a."id" AND s."status" = 5 AND s."operator_id" = a."refund_approved_by")
 WHERE a."refund_approved_by" IS NOT NULL;
