CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sign_in_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD COLUMN "author_key" text;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD COLUMN "text_key" text;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_location_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."location_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "operator_sign_in_tokens_email_idx" ON "operator_sign_in_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_key");--> statement-breakpoint
CREATE INDEX "location_reviews_author_text_idx" ON "location_reviews" USING btree ("author_key","text_key","created_at");--> statement-breakpoint
CREATE INDEX "location_reviews_unpublished_idx" ON "location_reviews" USING btree ("created_at") WHERE "location_reviews"."status" <> 'published';--> statement-breakpoint
ALTER TABLE "location_reviews" ADD CONSTRAINT "location_reviews_status" CHECK ("location_reviews"."status" in ('published', 'held', 'hidden'));--> statement-breakpoint
-- The key that hashes visitors' addresses (decision 032): made here, once, from strong random bits.
INSERT INTO "site_secrets" ("name", "value") VALUES ('address_key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
