CREATE TABLE "saved_items" (
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"container_id" text,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"path" text NOT NULL,
	"published_date" date NOT NULL,
	"topics" text[] NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "saved_items_figure_container" CHECK (("saved_items"."content_type" = 'figure') = ("saved_items"."container_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "saved_items_user_saved_idx" ON "saved_items" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "saved_items_topics_idx" ON "saved_items" USING gin ("topics");