CREATE TABLE "identity_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"sender" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"raw" text NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_state" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_complete" boolean DEFAULT false NOT NULL,
	"tnc_accepted" boolean DEFAULT false NOT NULL,
	"tnc_accepted_at" timestamp with time zone,
	"preferences_set" boolean DEFAULT false NOT NULL,
	"subscription_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"intercepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identity_tokens_user_idx" ON "identity_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient","created_at");