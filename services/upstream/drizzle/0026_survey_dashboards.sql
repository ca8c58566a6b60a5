CREATE TABLE "survey_dashboards" (
	"report_id" text PRIMARY KEY NOT NULL,
	"survey_id" text NOT NULL,
	"segments" jsonb NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research" ADD COLUMN "survey_id" text;--> statement-breakpoint
ALTER TABLE "survey_dashboards" ADD CONSTRAINT "survey_dashboards_report_id_research_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;