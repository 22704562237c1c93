CREATE TABLE "discount_card_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"face_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"pay_with" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_card_purchases_pay_with" CHECK ("discount_card_purchases"."pay_with" in ('CASH', 'QR')),
	CONSTRAINT "discount_card_purchases_status" CHECK ("discount_card_purchases"."status" in ('pending', 'paid')),
	CONSTRAINT "discount_card_purchases_paid" CHECK (("discount_card_purchases"."status" = 'paid') = ("discount_card_purchases"."paid_at" is not null)),
	CONSTRAINT "discount_card_purchases_face" CHECK ("discount_card_purchases"."face_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "discount_card_purchases" ADD CONSTRAINT "discount_card_purchases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_card_purchases_key_uq" ON "discount_card_purchases" USING btree ("member_id","idempotency_key");