-- The outbox moves to the events module, whose first migration adopts this table and its rows as they are.
SELECT 1;
