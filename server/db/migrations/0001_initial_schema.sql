CREATE TABLE "alert_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"payload" text DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fishing_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'Oregon' NOT NULL,
	"region" text NOT NULL,
	"fish_types" text[] NOT NULL,
	"best_seasons" text NOT NULL,
	"accessibility" text NOT NULL,
	"facilities" text[],
	"permits" text NOT NULL,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"tide_info" text,
	"featured" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(search_text, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "location_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"review_text" text,
	"fish_caught" text[],
	"visit_date" date,
	"time_spent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_reviews_rating_range" CHECK ("location_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "location_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"fish_types" text[],
	"facilities" text,
	"submitted" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_location_id" integer
);
--> statement-breakpoint
CREATE TABLE "tide_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"phone_number" text,
	"location_id" integer,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL,
	"location_name" text NOT NULL,
	"high_tide_alert" boolean DEFAULT false NOT NULL,
	"low_tide_alert" boolean DEFAULT false NOT NULL,
	"optimal_conditions_alert" boolean DEFAULT true NOT NULL,
	"min_tide_height" numeric,
	"max_tide_height" numeric,
	"min_pressure" integer,
	"max_pressure" integer,
	"max_wind_speed" numeric,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"sms_alerts" boolean DEFAULT false NOT NULL,
	"push_notifications" boolean DEFAULT false NOT NULL,
	"min_alert_interval" integer DEFAULT 3600 NOT NULL,
	"last_alert_sent" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manage_token_hash" text NOT NULL,
	"email_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alert_id_tide_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."tide_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_reviews" ADD CONSTRAINT "location_reviews_location_id_fishing_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_suggestions" ADD CONSTRAINT "location_suggestions_approved_location_id_fishing_locations_id_fk" FOREIGN KEY ("approved_location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tide_alerts" ADD CONSTRAINT "tide_alerts_location_id_fishing_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_notifications_alert_event_idx" ON "alert_notifications" USING btree ("alert_id","event_key");--> statement-breakpoint
CREATE INDEX "alert_notifications_due_idx" ON "alert_notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "fishing_locations_fish_types_idx" ON "fishing_locations" USING gin ("fish_types");--> statement-breakpoint
CREATE INDEX "fishing_locations_featured_idx" ON "fishing_locations" USING btree ("featured") WHERE "fishing_locations"."featured";--> statement-breakpoint
CREATE INDEX "fishing_locations_state_name_idx" ON "fishing_locations" USING btree ("state","name");--> statement-breakpoint
CREATE INDEX "fishing_locations_search_vector_idx" ON "fishing_locations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "fishing_locations_search_trgm_idx" ON "fishing_locations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fishing_locations_name_trgm_idx" ON "fishing_locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_reviews_location_created_idx" ON "location_reviews" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "tide_alerts_location_idx" ON "tide_alerts" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "tide_alerts_email_idx" ON "tide_alerts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "tide_alerts_email_token_idx" ON "tide_alerts" USING btree ("email_token");--> statement-breakpoint
CREATE INDEX "tide_alerts_due_idx" ON "tide_alerts" USING btree ("active","last_alert_sent");