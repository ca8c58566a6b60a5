CREATE TABLE "alert_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"close_button" boolean NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysts" (
	"id" text PRIMARY KEY NOT NULL,
	"analyst_id" text NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"full_name" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"active" boolean NOT NULL,
	"externally_active" boolean NOT NULL,
	"bio" text NOT NULL,
	"topics" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"owner_key" text NOT NULL,
	"content_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_owner_key_content_id_pk" PRIMARY KEY("owner_key","content_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"owner_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functions" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "graphics" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"chart" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "priorities" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"path" text NOT NULL,
	"function_slug" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_authors" (
	"report_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"analyst_id" text NOT NULL,
	"has_follow_button" boolean NOT NULL,
	CONSTRAINT "report_authors_report_id_role_position_pk" PRIMARY KEY("report_id","role","position")
);
--> statement-breakpoint
CREATE TABLE "research" (
	"id" text PRIMARY KEY NOT NULL,
	"content_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"ip_type" text NOT NULL,
	"published_date" date NOT NULL,
	"read_time" integer NOT NULL,
	"function_slug" text NOT NULL,
	"priority_ids" text[] NOT NULL,
	"topics" text[] NOT NULL,
	"access" text NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seed" bigint NOT NULL,
	"size" integer NOT NULL,
	"reports" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_state_single_row" CHECK ("seed_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_owner_key_carts_owner_key_fk" FOREIGN KEY ("owner_key") REFERENCES "public"."carts"("owner_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "graphics" ADD CONSTRAINT "graphics_report_id_research_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priorities" ADD CONSTRAINT "priorities_function_slug_functions_slug_fk" FOREIGN KEY ("function_slug") REFERENCES "public"."functions"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_authors" ADD CONSTRAINT "report_authors_report_id_research_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "graphics_report_id_idx" ON "graphics" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "priorities_function_slug_idx" ON "priorities" USING btree ("function_slug");--> statement-breakpoint
CREATE INDEX "report_authors_analyst_id_idx" ON "report_authors" USING btree ("analyst_id");--> statement-breakpoint
CREATE INDEX "research_function_published_idx" ON "research" USING btree ("function_slug","published_date","id");--> statement-breakpoint
CREATE INDEX "research_published_idx" ON "research" USING btree ("published_date","id");--> statement-breakpoint
CREATE INDEX "research_priority_ids_idx" ON "research" USING gin ("priority_ids");--> statement-breakpoint
CREATE INDEX "research_topics_idx" ON "research" USING gin ("topics");