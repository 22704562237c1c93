CREATE TABLE "homepage_top_dismissals" (
	"notice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "homepage_top_dismissals_member_id_notice_id_pk" PRIMARY KEY("member_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_member_id_notice_id_pk" PRIMARY KEY("member_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"audience" text NOT NULL,
	"level" smallint,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"is_homepage_top" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_audience" CHECK (("notices"."audience" = 'all' and "notices"."level" is null) or ("notices"."audience" = 'level' and "notices"."level" between 1 and 3))
);
--> statement-breakpoint
CREATE TABLE "member_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "member_notifications_kind" CHECK ("member_notifications"."kind" in ('system', 'points'))
);
--> statement-breakpoint
ALTER TABLE "homepage_top_dismissals" ADD CONSTRAINT "homepage_top_dismissals_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_top_dismissals" ADD CONSTRAINT "homepage_top_dismissals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notifications" ADD CONSTRAINT "member_notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_notifications_source_uq" ON "member_notifications" USING btree ("source","member_id");--> statement-breakpoint
CREATE INDEX "member_notifications_member_idx" ON "member_notifications" USING btree ("member_id","kind","id");