CREATE TABLE "timeline_media" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"operator_id" integer,
	"file_name" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_media_owner" CHECK (("timeline_media"."member_id" is null) <> ("timeline_media"."operator_id" is null)),
	CONSTRAINT "timeline_media_video" CHECK ("timeline_media"."kind" <> 'video' or ("timeline_media"."duration_ms" is not null and "timeline_media"."file_name" is not null))
);
--> statement-breakpoint
CREATE TABLE "timeline_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tab" text NOT NULL,
	"member_id" integer,
	"operator_id" integer,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_id" text,
	"poster_id" text,
	"report_count" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reviewed_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_posts_author" CHECK (("timeline_posts"."member_id" is null) <> ("timeline_posts"."operator_id" is null)),
	CONSTRAINT "timeline_posts_member_tab" CHECK ("timeline_posts"."member_id" is null or "timeline_posts"."tab" = 'hot'),
	CONSTRAINT "timeline_posts_media" CHECK ("timeline_posts"."video_id" is null or jsonb_array_length("timeline_posts"."images") = 0),
	CONSTRAINT "timeline_posts_images" CHECK (jsonb_array_length("timeline_posts"."images") <= 9)
);
--> statement-breakpoint
CREATE TABLE "timeline_reports" (
	"post_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_reports_post_id_member_id_pk" PRIMARY KEY("post_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "timeline_media" ADD CONSTRAINT "timeline_media_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_posts" ADD CONSTRAINT "timeline_posts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_posts" ADD CONSTRAINT "timeline_posts_video_id_timeline_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."timeline_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_posts" ADD CONSTRAINT "timeline_posts_poster_id_timeline_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."timeline_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_reports" ADD CONSTRAINT "timeline_reports_post_id_timeline_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."timeline_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_reports" ADD CONSTRAINT "timeline_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_posts_tab_idx" ON "timeline_posts" USING btree ("tab","id");--> statement-breakpoint
CREATE INDEX "timeline_posts_member_idx" ON "timeline_posts" USING btree ("member_id","id");