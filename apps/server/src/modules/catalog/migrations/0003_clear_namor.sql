ALTER TABLE "catalog_products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (catalog_search_text(name)) STORED;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (catalog_search_grams(catalog_search_text(name))) STORED;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "min_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "min_member_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "stock_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "sold_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_favorites_member_newest_idx" ON "catalog_favorites" USING btree ("member_id","created_at","product_id");--> statement-breakpoint
-- Dropping the column dropped its trigram index: build it again on the normalised text.
CREATE INDEX "catalog_products_search_idx" ON "catalog_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_products_grams_idx" ON "catalog_products" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "catalog_products_list_all_sort_idx" ON "catalog_products" USING btree ("sort","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_all_newest_idx" ON "catalog_products" USING btree ("created_at","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_all_sales_idx" ON "catalog_products" USING btree ("sold_total","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_all_price_idx" ON "catalog_products" USING btree ("min_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_all_member_idx" ON "catalog_products" USING btree ("min_member_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_category_sort_idx" ON "catalog_products" USING btree ("category_id","sort","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_category_newest_idx" ON "catalog_products" USING btree ("category_id","created_at","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_category_sales_idx" ON "catalog_products" USING btree ("category_id","sold_total","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_category_price_idx" ON "catalog_products" USING btree ("category_id","min_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_category_member_idx" ON "catalog_products" USING btree ("category_id","min_member_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_brand_sort_idx" ON "catalog_products" USING btree ("brand_id","sort","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_brand_newest_idx" ON "catalog_products" USING btree ("brand_id","created_at","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_brand_sales_idx" ON "catalog_products" USING btree ("brand_id","sold_total","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_brand_price_idx" ON "catalog_products" USING btree ("brand_id","min_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_brand_member_idx" ON "catalog_products" USING btree ("brand_id","min_member_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_type_sort_idx" ON "catalog_products" USING btree ("type","sort","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_type_newest_idx" ON "catalog_products" USING btree ("type","created_at","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_type_sales_idx" ON "catalog_products" USING btree ("type","sold_total","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_type_price_idx" ON "catalog_products" USING btree ("type","min_price","id") WHERE "catalog_products"."is_listed";--> statement-breakpoint
CREATE INDEX "catalog_products_list_type_member_idx" ON "catalog_products" USING btree ("type","min_member_price","id") WHERE "catalog_products"."is_listed";