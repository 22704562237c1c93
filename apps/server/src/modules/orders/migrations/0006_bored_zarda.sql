ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_non_negative";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_add_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "other_sources_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."goods_minor" >= 0 and "orders"."shipping_minor" >= 0 and "orders"."coupon_minor" >= 0 and "orders"."discount_card_minor" >= 0
        and "orders"."voucher_minor" >= 0 and "orders"."beans_minor" >= 0 and "orders"."cash_gift_minor" >= 0 and "orders"."cash_minor" >= 0
        and "orders"."qr_minor" >= 0 and "orders"."tax_minor" >= 0 and "orders"."dc_saving_minor" >= 0 and "orders"."beans_cost_minor" >= 0
        and "orders"."other_sources_minor" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."goods_minor" + "orders"."shipping_minor" - "orders"."coupon_minor" - "orders"."dc_saving_minor" = "orders"."discount_card_minor" + "orders"."voucher_minor"
        + "orders"."beans_minor" + "orders"."cash_gift_minor" + "orders"."cash_minor" + "orders"."qr_minor" + "orders"."other_sources_minor");