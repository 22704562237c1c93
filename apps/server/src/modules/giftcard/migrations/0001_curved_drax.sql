ALTER TABLE "gift_card_batches" DROP CONSTRAINT "gift_card_batches_kind";--> statement-breakpoint
ALTER TABLE "gift_card_batches" DROP CONSTRAINT "gift_card_batches_asset";--> statement-breakpoint
ALTER TABLE "gift_card_batches" DROP CONSTRAINT "gift_card_batches_value";--> statement-breakpoint
ALTER TABLE "gift_card_batches" ADD COLUMN "sku_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "credited_minor" bigint;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_card_batches" ADD CONSTRAINT "gift_card_batches_kind" CHECK ("gift_card_batches"."kind" in ('exchange', 'pickup'));--> statement-breakpoint
ALTER TABLE "gift_card_batches" ADD CONSTRAINT "gift_card_batches_asset" CHECK (("gift_card_batches"."kind" = 'exchange' and "gift_card_batches"."asset" in ('CASH_GIFT', 'BEANS', 'POINTS', 'VOUCHER') and "gift_card_batches"."value_minor" > 0 and "gift_card_batches"."sku_id" is null)
        or ("gift_card_batches"."kind" = 'pickup' and "gift_card_batches"."asset" = 'DELIVERY_CARD' and "gift_card_batches"."value_minor" = 0 and "gift_card_batches"."sku_id" is not null));--> statement-breakpoint
ALTER TABLE "gift_card_batches" ADD CONSTRAINT "gift_card_batches_value" CHECK ("gift_card_batches"."value_minor" >= 0 and "gift_card_batches"."count" > 0);