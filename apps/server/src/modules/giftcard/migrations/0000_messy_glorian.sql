CREATE TABLE "gift_card_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"created_by" integer NOT NULL,
	"create_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_batches_kind" CHECK ("gift_card_batches"."kind" in ('exchange')),
	CONSTRAINT "gift_card_batches_asset" CHECK ("gift_card_batches"."asset" in ('CASH_GIFT', 'BEANS', 'POINTS', 'VOUCHER')),
	CONSTRAINT "gift_card_batches_value" CHECK ("gift_card_batches"."value_minor" > 0 and "gift_card_batches"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_tail" text NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"transaction_id" bigint,
	CONSTRAINT "gift_cards_redeemed_together" CHECK (("gift_cards"."redeemed_by" is null) = ("gift_cards"."redeemed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_batch_id_gift_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_card_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_members_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_batches_key_unique" ON "gift_card_batches" USING btree ("created_by","create_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_unique" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_batch_idx" ON "gift_cards" USING btree ("batch_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "gift_cards_member_idx" ON "gift_cards" USING btree ("redeemed_by","redeemed_at");