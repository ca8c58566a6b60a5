CREATE TABLE "courtesy_grants" (
	"share_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content_id" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courtesy_grants_share_id_user_id_pk" PRIMARY KEY("share_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "research_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"creator_id" text NOT NULL,
	"content_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "research_shares_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
ALTER TABLE "courtesy_grants" ADD CONSTRAINT "courtesy_grants_share_id_research_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."research_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courtesy_grants_user_content_idx" ON "courtesy_grants" USING btree ("user_id","content_id");--> statement-breakpoint
CREATE INDEX "research_shares_creator_idx" ON "research_shares" USING btree ("creator_id","created_at");