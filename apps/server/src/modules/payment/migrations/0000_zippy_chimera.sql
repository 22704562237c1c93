CREATE TABLE "payment_callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"verified" boolean NOT NULL,
	"payload_sha256" text NOT NULL,
	"order_id" bigint,
	"intent_id" bigint,
	"outcome" text,
	"amount_minor" bigint,
	"action" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"qr_payload" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_amount_positive" CHECK ("payment_intents"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_saved_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_saved_cards_last4" CHECK ("payment_saved_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_saved_cards" ADD CONSTRAINT "payment_saved_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_event_uq" ON "payment_callbacks" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_received_idx" ON "payment_callbacks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_saved_cards_provider_uq" ON "payment_saved_cards" USING btree ("provider","provider_card_id");--> statement-breakpoint
CREATE INDEX "payment_saved_cards_member_idx" ON "payment_saved_cards" USING btree ("member_id");