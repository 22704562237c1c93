CREATE TABLE "member_benefits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"grant_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_benefits_grant_key_unique" UNIQUE("grant_key"),
	CONSTRAINT "member_benefits_period" CHECK ("member_benefits"."ends_at" > "member_benefits"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "welfare_grants" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"coupon_id" integer,
	"voucher_minor" bigint NOT NULL,
	"beans_minor" bigint NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_benefits" ADD CONSTRAINT "member_benefits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welfare_grants" ADD CONSTRAINT "welfare_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_benefits_member_idx" ON "member_benefits" USING btree ("member_id");