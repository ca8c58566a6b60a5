CREATE TABLE "web_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"analyst_id" text,
	"search_string" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_alerts_one_target" CHECK (("web_alerts"."analyst_id" IS NULL) <> ("web_alerts"."search_string" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "web_alerts_user_idx" ON "web_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_alerts_user_analyst_uq" ON "web_alerts" USING btree ("user_id","analyst_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_alerts_user_topic_uq" ON "web_alerts" USING btree ("user_id",lower("search_string"));