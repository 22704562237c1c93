CREATE TABLE "campaign_subsidies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"budget_minor" bigint NOT NULL,
	"spent_minor" bigint DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_subsidies_budget" CHECK ("campaign_subsidies"."budget_minor" > 0),
	CONSTRAINT "campaign_subsidies_spent" CHECK ("campaign_subsidies"."spent_minor" >= 0 and "campaign_subsidies"."spent_minor" <= "campaign_subsidies"."budget_minor")
);
--> statement-breakpoint
CREATE TABLE "campaign_subsidy_skus" (
	"campaign_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "campaign_subsidy_skus_campaign_id_sku_id_pk" PRIMARY KEY("campaign_id","sku_id"),
	CONSTRAINT "campaign_subsidy_skus_amount" CHECK ("campaign_subsidy_skus"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_subsidy_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_subsidy_uses_amount" CHECK ("campaign_subsidy_uses"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_subsidy_skus" ADD CONSTRAINT "campaign_subsidy_skus_campaign_id_campaign_subsidies_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_subsidies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_subsidy_uses" ADD CONSTRAINT "campaign_subsidy_uses_campaign_id_campaign_subsidies_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_subsidies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_subsidy_skus_sku_idx" ON "campaign_subsidy_skus" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_subsidy_uses_order_sku" ON "campaign_subsidy_uses" USING btree ("order_id","sku_id");--> statement-breakpoint
CREATE INDEX "campaign_subsidy_uses_campaign_idx" ON "campaign_subsidy_uses" USING btree ("campaign_id","id");