CREATE TABLE "webinar_asset_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"webinar_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webinar_asset_downloads_asset_idx" ON "webinar_asset_downloads" USING btree ("webinar_id","asset_id");