ALTER TABLE "research" ADD COLUMN "archive_html" text;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "is_data_report" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "tech_cat_market" text;