-- A product's price range, stock and sales are kept on its row from its active SKUs, so a list
-- sorts and filters on one index and reads no SKU until its page is chosen.
CREATE FUNCTION catalog_refresh_product_totals(product integer) RETURNS void
  LANGUAGE sql
  AS $$
    UPDATE catalog_products p SET
      min_price = coalesce(s.min_price, 0),
      min_member_price = coalesce(s.min_member_price, 0),
      stock_total = s.stock,
      sold_total = s.sold
    FROM (
      SELECT min(k.price_minor) AS min_price, min(k.member_price_minor) AS min_member_price,
             coalesce(sum(k.stock), 0)::int AS stock, coalesce(sum(k.sold_count), 0)::int AS sold
      FROM catalog_skus k WHERE k.product_id = product AND k.is_active
    ) s
    WHERE p.id = product
      AND (p.min_price, p.min_member_price, p.stock_total, p.sold_total)
          IS DISTINCT FROM (coalesce(s.min_price, 0), coalesce(s.min_member_price, 0), s.stock, s.sold)
  $$;
--> statement-breakpoint
CREATE FUNCTION catalog_skus_totals_trigger() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN PERFORM catalog_refresh_product_totals(OLD.product_id); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
      PERFORM catalog_refresh_product_totals(NEW.product_id);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER catalog_skus_totals
  AFTER INSERT OR DELETE OR UPDATE OF product_id, price_minor, member_price_minor, stock, sold_count, is_active
  ON catalog_skus FOR EACH ROW EXECUTE FUNCTION catalog_skus_totals_trigger();
--> statement-breakpoint
UPDATE catalog_products p SET
  min_price = coalesce(s.min_price, 0),
  min_member_price = coalesce(s.min_member_price, 0),
  stock_total = s.stock,
  sold_total = s.sold
FROM (
  SELECT k.product_id, min(k.price_minor) AS min_price, min(k.member_price_minor) AS min_member_price,
         coalesce(sum(k.stock), 0)::int AS stock, coalesce(sum(k.sold_count), 0)::int AS sold
  FROM catalog_skus k WHERE k.is_active GROUP BY k.product_id
) s
WHERE p.id = s.product_id;
