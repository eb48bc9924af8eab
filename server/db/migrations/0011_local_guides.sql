CREATE TABLE "guide_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "guide_tokens_purpose" CHECK ("guide_tokens"."purpose" in ('confirm', 'manage'))
);
--> statement-breakpoint
CREATE TABLE "guide_waters" (
	"guide_id" integer NOT NULL,
	"location_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'unconfirmed' NOT NULL,
	"name" text NOT NULL,
	"business" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"license_number" text NOT NULL,
	"state" text NOT NULL,
	"regions" text[] NOT NULL,
	"fish_types" text[] NOT NULL,
	"trip_kinds" text[] NOT NULL,
	"about" text NOT NULL,
	"hold_reason" text,
	"moderation_note" text,
	"author_key" text,
	"text_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "guides_status" CHECK ("guides"."status" in ('unconfirmed', 'pending', 'approved', 'rejected', 'hidden', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "guide_reports" ADD CONSTRAINT "guide_reports_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_tokens" ADD CONSTRAINT "guide_tokens_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_waters" ADD CONSTRAINT "guide_waters_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_waters" ADD CONSTRAINT "guide_waters_location_id_fishing_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guide_reports_guide_reporter_idx" ON "guide_reports" USING btree ("guide_id","reporter_key");--> statement-breakpoint
CREATE INDEX "guide_tokens_email_idx" ON "guide_tokens" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_waters_guide_location_idx" ON "guide_waters" USING btree ("guide_id","location_id");--> statement-breakpoint
CREATE INDEX "guide_waters_location_idx" ON "guide_waters" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_live_email_idx" ON "guides" USING btree ("email") WHERE "guides"."status" in ('unconfirmed', 'pending', 'approved', 'hidden');--> statement-breakpoint
CREATE INDEX "guides_approved_state_idx" ON "guides" USING btree ("state") WHERE "guides"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "guides_author_text_idx" ON "guides" USING btree ("author_key","text_key","created_at");