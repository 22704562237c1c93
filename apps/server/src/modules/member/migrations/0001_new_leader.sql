ALTER TABLE "members" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "personalized_recommendation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "homepage_pacer_alert" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_coach_id_members_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;