-- Trigrams cannot serve a one- or two-character query (most Chinese words, many Thai ones), so each
-- product also keeps the set of its name's single characters and adjacent pairs, indexed with GIN:
-- such a query becomes one containment lookup. Only grams without ASCII (spaces, Latin letters,
-- digits) are kept: that keeps the set small enough to test cheaply row by row while a list walks
-- its sort index, and one- or two-letter Latin queries are rare and unranked anyway.
CREATE FUNCTION catalog_search_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
      SELECT substr(t, i, 1) AS g FROM generate_series(1, length(t)) AS i
      UNION ALL
      SELECT substr(t, i, 2) FROM generate_series(1, length(t) - 1) AS i
    ) grams
    WHERE g !~ '[\x01-\x7f]'
  $$;
--> statement-breakpoint
-- The searched text: every language's name, NFKC-normalised (full-width Latin and digits, compatibility
-- characters) and in lower case. A function, so the grams column can be generated from it too.
CREATE FUNCTION catalog_search_text(name jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(normalize(coalesce(name->>'zh_CN', '') || ' ' || coalesce(name->>'zh_HK', '') || ' '
      || coalesce(name->>'en_US', '') || ' ' || coalesce(name->>'th_TH', ''), NFKC))
  $$;
