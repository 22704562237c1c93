CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"threshold_minor" integer DEFAULT 0 NOT NULL,
	"cap_minor" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"valid_days" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_kind" CHECK ("coupon_templates"."kind" in ('amountOff', 'percentOff')),
	CONSTRAINT "coupon_templates_terms" CHECK (("coupon_templates"."kind" = 'amountOff' and "coupon_templates"."amount_minor" > 0 and "coupon_templates"."percent" = 0)
       or ("coupon_templates"."kind" = 'percentOff' and "coupon_templates"."percent" between 1 and 99 and "coupon_templates"."amount_minor" = 0)),
	CONSTRAINT "coupon_templates_validity" CHECK (("coupon_templates"."valid_from" is not null and "coupon_templates"."valid_to" is not null and "coupon_templates"."valid_from" < "coupon_templates"."valid_to" and "coupon_templates"."valid_days" is null)
       or ("coupon_templates"."valid_from" is null and "coupon_templates"."valid_to" is null and "coupon_templates"."valid_days" > 0))
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"issue_key" text NOT NULL,
	"reason" text NOT NULL,
	"name" jsonb NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"threshold_minor" integer DEFAULT 0 NOT NULL,
	"cap_minor" integer DEFAULT 0 NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"order_ref" text,
	"used_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_coupons_state" CHECK ("member_coupons"."state" in ('unused', 'reserved', 'used')),
	CONSTRAINT "member_coupons_order" CHECK (("member_coupons"."state" = 'unused') = ("member_coupons"."order_ref" is null))
);
--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_issue_key_uq" ON "member_coupons" USING btree ("issue_key");--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id","state","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupons_order_uq" ON "member_coupons" USING btree ("order_ref");