CREATE TABLE "insight_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"year" integer NOT NULL,
	"published_date" date NOT NULL,
	"function_slug" text NOT NULL,
	"function_name" text NOT NULL,
	"access" text NOT NULL,
	"author_ids" text[] NOT NULL,
	"topics" text[] NOT NULL,
	"sections" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insight_pages_kind_slug_idx" ON "insight_pages" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "insight_pages_kind_year_idx" ON "insight_pages" USING btree ("kind","year","id");