CREATE TABLE "technologies" (
	"content_id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"technology_type" text NOT NULL,
	"category_id" text NOT NULL,
	"function_slug" text NOT NULL,
	"emerging_technology" boolean NOT NULL,
	"published_date" date NOT NULL,
	"item" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technology_seed_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"version" integer NOT NULL,
	"count" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "technologies_category_idx" ON "technologies" USING btree ("category_id");