-- Hand-edited after drizzle-kit generate: IF NOT EXISTS, so that re-running it (svgImagePaths.test replays migrations) is harmless.
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "industries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "geographies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "business_topics" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "enterprise_priorities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN IF NOT EXISTS "phase" text;--> statement-breakpoint
ALTER TABLE "seed_state" ADD COLUMN IF NOT EXISTS "corpus_version" integer DEFAULT 1 NOT NULL;