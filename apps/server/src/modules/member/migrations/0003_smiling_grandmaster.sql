CREATE TABLE "member_level_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"cause_kind" text NOT NULL,
	"cause_id" integer,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_level_changes_changed" CHECK ("member_level_changes"."from_level" <> "member_level_changes"."to_level")
);
--> statement-breakpoint
ALTER TABLE "member_level_changes" ADD CONSTRAINT "member_level_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_level_changes_member_idx" ON "member_level_changes" USING btree ("member_id","at");