CREATE TABLE "level_raises" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "level_raises_higher" CHECK ("level_raises"."to_level" > "level_raises"."from_level"),
	CONSTRAINT "level_raises_four_eyes" CHECK ("level_raises"."status" <> 'approved' or "level_raises"."decided_by" is null or "level_raises"."decided_by" <> "level_raises"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "level_raises" ADD CONSTRAINT "level_raises_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "level_raises_one_pending" ON "level_raises" USING btree ("member_id") WHERE "level_raises"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "level_raises_status_idx" ON "level_raises" USING btree ("status","proposed_at");