CREATE TABLE "bank_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_no" text NOT NULL,
	"branch" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"is_company" boolean NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bank_cards_status_check" CHECK ("bank_cards"."status" between 0 and 3),
	CONSTRAINT "bank_cards_company_check" CHECK (not "bank_cards"."is_company" or "bank_cards"."company_name" is not null)
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"details" jsonb NOT NULL,
	"holder_name" text NOT NULL,
	"reject_code" text,
	"reject_reasons" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "identities_rejection_check" CHECK (("identities"."state" = 'rejected') = ("identities"."reject_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "identity_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"slot" text NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_images_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "bank_cards_queue_idx" ON "bank_cards" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_live_account_idx" ON "bank_cards" USING btree ("member_id","bank_code","account_no") WHERE "bank_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "identities_queue_idx" ON "identities" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_images_member_slot_idx" ON "identity_images" USING btree ("member_id","slot");