CREATE TABLE "payout_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'exported' NOT NULL,
	"item_count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"exported_by" integer NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_by" integer,
	"transferred_at" timestamp with time zone,
	"bank_reference" text
);
--> statement-breakpoint
CREATE TABLE "withdrawal_tax_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"year" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_tax_requests_answer" CHECK (("withdrawal_tax_requests"."status" = 'answered') = ("withdrawal_tax_requests"."file_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_credentials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"withdrawal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_credentials_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"bank_card_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"hold_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_reviewed_by" integer,
	"first_reviewed_at" timestamp with time zone,
	"second_reviewed_by" integer,
	"second_reviewed_at" timestamp with time zone,
	"batch_id" bigint,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_by" integer,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"remark" text,
	CONSTRAINT "withdrawals_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."fee_minor" >= 0 and "withdrawals"."tax_minor" >= 0
      and "withdrawals"."amount_minor" > "withdrawals"."fee_minor" + "withdrawals"."tax_minor"),
	CONSTRAINT "withdrawals_four_eyes" CHECK ("withdrawals"."second_reviewed_by" is null or "withdrawals"."second_reviewed_by" <> "withdrawals"."first_reviewed_by")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_tax_requests" ADD CONSTRAINT "withdrawal_tax_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_credentials" ADD CONSTRAINT "withdrawal_credentials_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_credentials" ADD CONSTRAINT "withdrawal_credentials_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_tax_requests_queue_idx" ON "withdrawal_tax_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_credentials_member_idx" ON "withdrawal_credentials" USING btree ("member_id","withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_open" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" in ('pending_review', 'first_passed', 'second_passed', 'pending_transfer');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_member_key" ON "withdrawals" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_queue_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_batch_idx" ON "withdrawals" USING btree ("batch_id");