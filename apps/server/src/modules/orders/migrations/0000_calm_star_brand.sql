CREATE TABLE "order_flash_sale_buys" (
	"flash_sale_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_flash_sale_buys_non_negative" CHECK ("order_flash_sale_buys"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"product_goods_id" integer NOT NULL,
	"flash_sale_id" integer,
	"cart_line_id" bigint,
	"quantity" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"price_kind" text NOT NULL,
	"retail_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"name" text NOT NULL,
	"spec_text" text NOT NULL,
	"cover" jsonb,
	"product_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"dc_discount_percent" smallint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"reward_mp" integer NOT NULL,
	"points" integer NOT NULL,
	"deductions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."price_minor" >= 0 and "order_lines"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"hold_id" bigint,
	"reference" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_amount_positive" CHECK ("order_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"on_behalf_member_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"goods_minor" bigint NOT NULL,
	"shipping_minor" bigint NOT NULL,
	"coupon_minor" bigint DEFAULT 0 NOT NULL,
	"dc_saving_minor" bigint DEFAULT 0 NOT NULL,
	"discount_card_minor" bigint DEFAULT 0 NOT NULL,
	"voucher_minor" bigint DEFAULT 0 NOT NULL,
	"beans_minor" bigint DEFAULT 0 NOT NULL,
	"beans_cost_minor" bigint DEFAULT 0 NOT NULL,
	"cash_gift_minor" bigint DEFAULT 0 NOT NULL,
	"cash_minor" bigint DEFAULT 0 NOT NULL,
	"qr_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"reward_mp" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"invoice_type" text DEFAULT 'none' NOT NULL,
	"invoice_name" text DEFAULT '' NOT NULL,
	"invoice_tax_id" text DEFAULT '' NOT NULL,
	"invoice_branch" text DEFAULT 'head' NOT NULL,
	"invoice_branch_no" text DEFAULT '' NOT NULL,
	"invoice_email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'h5' NOT NULL,
	"buyer_level" smallint NOT NULL,
	"grants_level" smallint,
	"idempotency_key" text NOT NULL,
	"transaction_no" text,
	"carrier" text,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"hidden_by_member" boolean DEFAULT false NOT NULL,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" between 1 and 6),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."goods_minor" >= 0 and "orders"."shipping_minor" >= 0 and "orders"."coupon_minor" >= 0 and "orders"."discount_card_minor" >= 0
        and "orders"."voucher_minor" >= 0 and "orders"."beans_minor" >= 0 and "orders"."cash_gift_minor" >= 0 and "orders"."cash_minor" >= 0
        and "orders"."qr_minor" >= 0 and "orders"."tax_minor" >= 0 and "orders"."dc_saving_minor" >= 0 and "orders"."beans_cost_minor" >= 0),
	CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."goods_minor" + "orders"."shipping_minor" - "orders"."coupon_minor" - "orders"."dc_saving_minor" = "orders"."discount_card_minor" + "orders"."voucher_minor"
        + "orders"."beans_minor" + "orders"."cash_gift_minor" + "orders"."cash_minor" + "orders"."qr_minor"),
	CONSTRAINT "orders_unpaid_expires" CHECK ("orders"."status" <> 1 or "orders"."expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_flash_sale_buys" ADD CONSTRAINT "order_flash_sale_buys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_on_behalf_member_id_members_id_fk" FOREIGN KEY ("on_behalf_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_flash_sale_buys_pk" ON "order_flash_sale_buys" USING btree ("flash_sale_id","member_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_flash_buyer_idx" ON "order_lines" USING btree ("flash_sale_id") WHERE "order_lines"."flash_sale_id" is not null;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_member_idempotency_uq" ON "orders" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_member_status_idx" ON "orders" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");