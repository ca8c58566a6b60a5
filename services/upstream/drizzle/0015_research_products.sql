-- Hand-edited after drizzle-kit generate: IF NOT EXISTS, so that re-running it (svgImagePaths.test replays migrations) is harmless.
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "products" text[] DEFAULT '{}'::text[] NOT NULL;
