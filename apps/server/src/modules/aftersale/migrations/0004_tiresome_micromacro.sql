-- Requests made before this rule may have several open without a key on one line: all but the
-- first get a key no client can send (`#` is outside the key's alphabet), so the index can be built.
UPDATE "after_sales" AS a SET "idempotency_key" = 'before-one-open#' || a."id"
 WHERE a."idempotency_key" IS NULL AND NOT a."is_final"
   AND EXISTS (SELECT 1 FROM "after_sales" AS b
                WHERE b."order_line_id" = a."order_line_id" AND b."idempotency_key" IS NULL
                  AND NOT b."is_final" AND b."id" < a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_line_open_keyless_uq" ON "after_sales" USING btree ("order_line_id") WHERE "after_sales"."idempotency_key" is null and not "after_sales"."is_final";