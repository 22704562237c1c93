CREATE TABLE "catalog_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'home' NOT NULL,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"link_url" text,
	"content" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_brand_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_category_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"logo" text,
	"banner" text,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_favorites" (
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_favorites_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_flash_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_minor" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"per_buyer_limit" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_flash_sales_window" CHECK ("catalog_flash_sales"."ends_at" > "catalog_flash_sales"."starts_at"),
	CONSTRAINT "catalog_flash_sales_stock" CHECK ("catalog_flash_sales"."stock" >= 0 and "catalog_flash_sales"."sold_count" >= 0),
	CONSTRAINT "catalog_flash_sales_price" CHECK ("catalog_flash_sales"."price_minor" >= 0),
	CONSTRAINT "catalog_flash_sales_limit" CHECK ("catalog_flash_sales"."per_buyer_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "catalog_home_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"image" text,
	"link_url" text,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"word" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_image_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text DEFAULT 'home' NOT NULL,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"type" text DEFAULT 'normal' NOT NULL,
	"grants_level" smallint,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"name" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"cashback_minor" integer DEFAULT 0 NOT NULL,
	"dc_discount_percent" smallint DEFAULT 0 NOT NULL,
	"contributable_points" integer DEFAULT 0 NOT NULL,
	"reward_mp" integer DEFAULT 0 NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name->>'zh_CN', '') || ' ' || coalesce(name->>'zh_HK', '') || ' ' || coalesce(name->>'en_US', '') || ' ' || coalesce(name->>'th_TH', ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_grants_level" CHECK (("catalog_products"."type" = 'set' and "catalog_products"."grants_level" in (2, 3)) or ("catalog_products"."type" <> 'set' and "catalog_products"."grants_level" is null)),
	CONSTRAINT "catalog_products_tax_rate" CHECK ("catalog_products"."tax_rate_bp" between 0 and 10000),
	CONSTRAINT "catalog_products_dc_discount" CHECK ("catalog_products"."dc_discount_percent" between 0 and 100),
	CONSTRAINT "catalog_products_non_negative" CHECK ("catalog_products"."cashback_minor" >= 0 and "catalog_products"."contributable_points" >= 0 and "catalog_products"."reward_mp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_reviews_rating" CHECK ("catalog_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "catalog_search_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"spec_indexes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_minor" integer NOT NULL,
	"member_price_minor" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_skus_stock_non_negative" CHECK ("catalog_skus"."stock" >= 0),
	CONSTRAINT "catalog_skus_sold_non_negative" CHECK ("catalog_skus"."sold_count" >= 0),
	CONSTRAINT "catalog_skus_prices" CHECK ("catalog_skus"."price_minor" >= 0 and "catalog_skus"."member_price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_brands" ADD CONSTRAINT "catalog_brands_brand_category_id_catalog_brand_categories_id_fk" FOREIGN KEY ("brand_category_id") REFERENCES "public"."catalog_brand_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_parent_id_catalog_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_favorites" ADD CONSTRAINT "catalog_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_favorites" ADD CONSTRAINT "catalog_favorites_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_flash_sales" ADD CONSTRAINT "catalog_flash_sales_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_flash_sales" ADD CONSTRAINT "catalog_flash_sales_sku_id_catalog_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."catalog_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reviews" ADD CONSTRAINT "catalog_reviews_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reviews" ADD CONSTRAINT "catalog_reviews_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_search_history" ADD CONSTRAINT "catalog_search_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_skus" ADD CONSTRAINT "catalog_skus_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_brands_category_idx" ON "catalog_brands" USING btree ("brand_category_id");--> statement-breakpoint
CREATE INDEX "catalog_categories_parent_idx" ON "catalog_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "catalog_favorites_product_idx" ON "catalog_favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_flash_sales_window_idx" ON "catalog_flash_sales" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "catalog_flash_sales_product_idx" ON "catalog_flash_sales" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_products_category_idx" ON "catalog_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "catalog_products_brand_idx" ON "catalog_products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "catalog_products_type_idx" ON "catalog_products" USING btree ("type","is_listed");--> statement-breakpoint
CREATE INDEX "catalog_products_search_idx" ON "catalog_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_reviews_product_idx" ON "catalog_reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_search_history_member_keyword" ON "catalog_search_history" USING btree ("member_id","keyword");--> statement-breakpoint
CREATE INDEX "catalog_skus_product_idx" ON "catalog_skus" USING btree ("product_id");