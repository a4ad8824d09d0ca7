-- Join codes made before they grew to 12 characters (8 characters, about 40 bits) are replaced by a
-- 12-character code of the same alphabet (no look-alikes), grouped XXXX-XXXX-XXXX. Randomness comes
-- from gen_random_uuid() (pg_strong_random), one fresh value per organization: the subquery refers
-- to the row so it runs once per row. The platform organization's code is nobody's to type.
UPDATE "organization" AS o SET "join_code" = (
  SELECT string_agg(
    substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + get_byte(r.b, i.n) % 31, 1)
      || CASE WHEN i.n IN (3, 7) THEN '-' ELSE '' END,
    '' ORDER BY i.n)
  FROM (SELECT decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex') AS b, o."id" AS id) AS r,
       generate_series(0, 11) AS i(n)
)
WHERE o."kind" <> 'platform' AND length(replace(o."join_code", '-', '')) < 12;
