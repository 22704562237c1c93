CREATE TABLE "coupon_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"issue_key" text NOT NULL,
	"value_minor" bigint,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"coupon_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "coupon_issues_status" CHECK ("coupon_issues"."status" in ('issued', 'pending', 'rejected')),
	CONSTRAINT "coupon_issues_four_eyes" CHECK ("coupon_issues"."decided_by" is null or "coupon_issues"."decided_by" <> "coupon_issues"."requested_by"),
	CONSTRAINT "coupon_issues_issued_has_coupon" CHECK (("coupon_issues"."status" = 'issued') = ("coupon_issues"."coupon_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "proposed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_issues" ADD CONSTRAINT "coupon_issues_coupon_id_member_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."member_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_issues_key_uq" ON "coupon_issues" USING btree ("issue_key");--> statement-breakpoint
CREATE INDEX "coupon_issues_requester_day_idx" ON "coupon_issues" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "coupon_issues_status_idx" ON "coupon_issues" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_approval" CHECK ("coupon_templates"."approval" in ('approved', 'pending', 'rejected'));--> statement-breakpoint
ALTER TABLE "coupon_templates" ADD CONSTRAINT "coupon_templates_four_eyes" CHECK ("coupon_templates"."approved_by" is null or "coupon_templates"."approved_by" <> "coupon_templates"."proposed_by");