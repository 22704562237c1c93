-- A checkout that takes several SKUs' stock in one statement checks, in that statement, that every
-- SKU was taken; a short count fails it the way a sold-out SKU's CHECK does, so callers see one error.
CREATE FUNCTION catalog_stock_taken(wanted integer, taken integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF taken < wanted THEN
    RAISE EXCEPTION 'stock of % SKUs wanted, % taken', wanted, taken
      USING ERRCODE = 'check_violation', CONSTRAINT = 'catalog_skus_stock_non_negative';
  END IF;
  RETURN true;
END;
$$;
