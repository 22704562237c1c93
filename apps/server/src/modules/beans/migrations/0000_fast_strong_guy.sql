CREATE TABLE "beans_distributors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"set_by" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beans_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"beans_minor" bigint NOT NULL,
	"price_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"create_key" text NOT NULL,
	"hold_id" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"pay_method" text,
	"pay_reference" text,
	"cancel_reason" text,
	"cancelled_by" integer,
	CONSTRAINT "beans_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "beans_orders_amounts" CHECK ("beans_orders"."beans_minor" > 0 and "beans_orders"."price_minor" > 0 and "beans_orders"."total_minor" > 0),
	CONSTRAINT "beans_orders_not_self" CHECK ("beans_orders"."seller_id" <> "beans_orders"."buyer_id")
);
--> statement-breakpoint
ALTER TABLE "beans_distributors" ADD CONSTRAINT "beans_distributors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beans_orders" ADD CONSTRAINT "beans_orders_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beans_orders" ADD CONSTRAINT "beans_orders_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beans_orders_create_key" ON "beans_orders" USING btree ("seller_id","create_key");--> statement-breakpoint
CREATE INDEX "beans_orders_seller_idx" ON "beans_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "beans_orders_buyer_idx" ON "beans_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "beans_orders_unpaid_idx" ON "beans_orders" USING btree ("expires_at") WHERE "beans_orders"."state" = 'unpaid';