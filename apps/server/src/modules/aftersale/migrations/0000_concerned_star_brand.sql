CREATE TABLE "after_sale_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"after_sale_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"operator_id" integer,
	"operator_name" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"reason" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_target" text,
	"refund_minor" bigint DEFAULT 0 NOT NULL,
	"return_carrier" text,
	"return_tracking_no" text,
	"return_by" timestamp with time zone,
	"replacement_carrier" text,
	"replacement_tracking_no" text,
	"replacement_shipped_at" timestamp with time zone,
	"refund_approved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_quantity_positive" CHECK ("after_sales"."quantity" > 0),
	CONSTRAINT "after_sales_refund_non_negative" CHECK ("after_sales"."refund_minor" >= 0),
	CONSTRAINT "after_sales_reason_known" CHECK ("after_sales"."reason" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "after_sale_steps" ADD CONSTRAINT "after_sale_steps_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_steps_request_idx" ON "after_sale_steps" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_member_idx" ON "after_sales" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_order_line_idx" ON "after_sales" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_open_idx" ON "after_sales" USING btree ("id") WHERE not "after_sales"."is_final";