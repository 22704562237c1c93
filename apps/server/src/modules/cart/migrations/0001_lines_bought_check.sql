-- An order removes the cart lines it buys in the statement that writes it, and checks there that
-- every one was still there: a line another order bought meanwhile fails the whole write, so one
-- cart line is bought once however many orders of it race.
CREATE FUNCTION cart_lines_bought(wanted integer, removed integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF removed < wanted THEN
    RAISE EXCEPTION 'cart lines: % to buy, % still there', wanted, removed
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cart_lines_bought_once';
  END IF;
  RETURN true;
END;
$$;
