ALTER TABLE "after_sales" ADD COLUMN "wanted_product_goods_id" integer;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "wanted_spec_text" text;