CREATE TABLE "campaign_zero" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sku_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_zero_stock" CHECK ("campaign_zero"."stock" > 0),
	CONSTRAINT "campaign_zero_taken" CHECK ("campaign_zero"."taken" >= 0 and "campaign_zero"."taken" <= "campaign_zero"."stock")
);
--> statement-breakpoint
CREATE TABLE "campaign_zero_takes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"credited_minor" bigint NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_zero_takes_credit" CHECK ("campaign_zero_takes"."credited_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "campaign_zero_takes" ADD CONSTRAINT "campaign_zero_takes_campaign_id_campaign_zero_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaign_zero"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_zero_takes_member" ON "campaign_zero_takes" USING btree ("campaign_id","member_id");