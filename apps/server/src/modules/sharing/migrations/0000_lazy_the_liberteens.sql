CREATE TABLE "sales_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_pages_has_products" CHECK (cardinality("sales_pages"."product_ids") >= 1)
);
--> statement-breakpoint
ALTER TABLE "sales_pages" ADD CONSTRAINT "sales_pages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_pages_code_uq" ON "sales_pages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sales_pages_member_idx" ON "sales_pages" USING btree ("member_id","id");