-- Image paths now name the SVGs the content service draws (/images/analysts/{id}.svg,
-- /images/figures/{figure id}.svg). A database seeded before keeps its corpus (same seed and size,
-- so no reseed): rewrite its old paths in place. On a fresh database the tables are empty: no-op.
UPDATE "analysts"
SET "image" = regexp_replace("image", '^(/images/analysts/BIO[0-9]+)\.jpg$', '\1.svg')
WHERE "image" ~ '^/images/analysts/BIO[0-9]+\.jpg$';
--> statement-breakpoint
UPDATE "research"
SET "body" = regexp_replace("body"::text, '"(/images/figures/RES[0-9]+-figure-[0-9]+)\.png"', '"\1.svg"', 'g')::jsonb
WHERE "body"::text ~ '"/images/figures/RES[0-9]+-figure-[0-9]+\.png"';
