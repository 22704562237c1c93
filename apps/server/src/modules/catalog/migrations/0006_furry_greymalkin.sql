ALTER TABLE "catalog_products" ADD COLUMN "points_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "points_cash_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_points_price" CHECK ("catalog_products"."points_price" >= 0 and "catalog_products"."points_cash_minor" >= 0);