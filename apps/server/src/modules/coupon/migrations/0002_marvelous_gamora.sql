CREATE TABLE "coupon_claims" (
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"last_claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_claims_member_id_template_id_pk" PRIMARY KEY("member_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"targets" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "coupon_grants_status" CHECK ("coupon_grants"."status" in ('running', 'finished')),
	CONSTRAINT "coupon_grants_progress" CHECK ("coupon_grants"."done" + "coupon_grants"."failed" <= "coupon_grants"."total")
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "claimable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "per_member_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "total_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "claimed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "min_level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_grants" ADD CONSTRAINT "coupon_grants_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_claims_template_idx" ON "coupon_claims" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "coupon_grants_created_idx" ON "coupon_grants" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_limits" CHECK ("coupon_templates"."per_member_limit" >= 0 and "coupon_templates"."total_limit" >= 0 and "coupon_templates"."min_level" between 1 and 3);