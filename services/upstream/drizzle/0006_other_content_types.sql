-- Hand-edited after drizzle-kit generate: IF NOT EXISTS, so that re-running it (svgImagePaths.test replays migrations) is harmless.
CREATE TABLE IF NOT EXISTS "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"published_date" date NOT NULL,
	"read_time" integer NOT NULL,
	"category" text,
	"author_ids" text[] NOT NULL,
	"function_slug" text NOT NULL,
	"priority_ids" text[] NOT NULL,
	"topics" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"geographies" text[] NOT NULL,
	"business_topics" text[] NOT NULL,
	"enterprise_priorities" text[] NOT NULL,
	"services" text[] NOT NULL,
	"phase" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "surveys" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"short_title" text NOT NULL,
	"official_survey_name" text NOT NULL,
	"summary" text NOT NULL,
	"date_published" date NOT NULL,
	"respondents" integer NOT NULL,
	"survey_type" text NOT NULL,
	"methodology_description" text NOT NULL,
	"please_note" text NOT NULL,
	"function_slug" text NOT NULL,
	"priority_ids" text[] NOT NULL,
	"topics" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"geographies" text[] NOT NULL,
	"business_topics" text[] NOT NULL,
	"enterprise_priorities" text[] NOT NULL,
	"services" text[] NOT NULL,
	"phase" text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webinars" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"webinar_type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"price" integer NOT NULL,
	"participation_details" text NOT NULL,
	"location" text NOT NULL,
	"editorial_image" text,
	"host_analyst_ids" text[] NOT NULL,
	"function_slug" text NOT NULL,
	"priority_ids" text[] NOT NULL,
	"topics" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"geographies" text[] NOT NULL,
	"business_topics" text[] NOT NULL,
	"enterprise_priorities" text[] NOT NULL,
	"services" text[] NOT NULL,
	"phase" text
);
--> statement-breakpoint
ALTER TABLE "seed_state" ADD COLUMN IF NOT EXISTS "anchor_date" date;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_items_type_published_idx" ON "content_items" USING btree ("content_type","published_date","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webinars_type_start_idx" ON "webinars" USING btree ("webinar_type","start_date","id");