CREATE TABLE "reprint_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"issuer_id" text NOT NULL,
	"content_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "reprint_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "experiences" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "reprint_tokens_issuer_idx" ON "reprint_tokens" USING btree ("issuer_id","created_at");