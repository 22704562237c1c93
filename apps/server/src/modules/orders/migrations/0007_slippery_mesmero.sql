ALTER TABLE "orders" ADD COLUMN "sharer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sharer_id_members_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_sharer_idx" ON "orders" USING btree ("sharer_id","id") WHERE "orders"."sharer_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sharer_not_buyer" CHECK ("orders"."sharer_id" <> "orders"."member_id");