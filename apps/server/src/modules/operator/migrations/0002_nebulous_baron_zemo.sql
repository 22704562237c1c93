CREATE TABLE "operator_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"operator_id" integer,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text,
	"roles" text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "operator_changes_four_eyes" CHECK ("operator_changes"."decided_by" is null or "operator_changes"."decided_by" <> "operator_changes"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "operator_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"roles" text[] NOT NULL,
	"proposed_by" integer,
	"approved_by" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_grants_four_eyes" CHECK ("operator_grants"."approved_by" is null or "operator_grants"."approved_by" <> "operator_grants"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "operator_changes" ADD CONSTRAINT "operator_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_changes_one_pending" ON "operator_changes" USING btree ("username") WHERE "operator_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "operator_changes_status_idx" ON "operator_changes" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE INDEX "operator_grants_operator_idx" ON "operator_grants" USING btree ("operator_id");