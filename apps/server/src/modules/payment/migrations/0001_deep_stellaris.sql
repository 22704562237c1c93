CREATE TABLE "payment_customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"provider" text NOT NULL,
	"livemode" boolean NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_member_uq" ON "payment_customers" USING btree ("provider","livemode","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_customer_uq" ON "payment_customers" USING btree ("provider","customer_id");