CREATE TABLE "setting_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "setting_changes_one_pending" ON "setting_changes" USING btree ("key") WHERE "setting_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "setting_changes_status_idx" ON "setting_changes" USING btree ("status","proposed_at");