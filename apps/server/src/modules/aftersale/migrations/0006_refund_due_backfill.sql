-- Refunds approved before the promise and not paid yet: the day they are paid by, 7 business days
-- (Monday to Friday; no holidays were set yet) after the UTC day of their approval on the timeline,
-- so the back office's refunds-due queue holds them too.
UPDATE "after_sales" AS a SET "refund_due_by" = (
    SELECT d::date FROM generate_series(s."day" + 1, s."day" + 21, interval '1 day') AS d
     WHERE extract(isodow FROM d) < 6
     ORDER BY d OFFSET 6 LIMIT 1)
  FROM (SELECT "after_sale_id", (min("at") AT TIME ZONE 'UTC')::date AS "day"
          FROM "after_sale_steps" WHERE "status" = 5 GROUP BY "after_sale_id") AS s
 WHERE s."after_sale_id" = a."id" AND a."type" IN ('refund', 'return') AND a."status" = 5
   AND a."refund_due_by" IS NULL;
