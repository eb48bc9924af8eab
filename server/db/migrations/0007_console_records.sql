ALTER TABLE "alert_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "location_suggestions" ADD COLUMN "rejection_note" text;