CREATE TABLE "prompts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"prompt" text NOT NULL,
	"response" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intent" text,
	"sub_intent" text,
	"prev_prompt_id" uuid,
	"prompt_source" text,
	"content_source" jsonb NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompts_chat_owner" CHECK ("prompts"."chat_id" = "prompts"."content_id" || '.' || "prompts"."user_id"),
	CONSTRAINT "prompts_feedback_value" CHECK ("prompts"."feedback" IS NULL OR "prompts"."feedback" IN ('up', 'down'))
);
--> statement-breakpoint
CREATE INDEX "prompts_chat_created_idx" ON "prompts" USING btree ("chat_id","created_at","id");