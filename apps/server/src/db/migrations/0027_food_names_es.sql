-- The values an insight item's sentence is built from, so the web words it in the reader's language
-- by its code (rule items; null for a model's items and for items generated before this column).
ALTER TABLE consultation_insight ADD COLUMN params jsonb;
