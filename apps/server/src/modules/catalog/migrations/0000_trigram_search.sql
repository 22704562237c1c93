-- Substring search over product names in four languages (Chinese and Thai have no spaces)
-- uses trigram indexes; the extension must exist before the tables that index with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
