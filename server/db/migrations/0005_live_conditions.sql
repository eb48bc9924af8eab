CREATE TABLE "source_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text,
	"fetched_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "usgs_site" text;--> statement-breakpoint
ALTER TABLE "tide_alerts" ADD COLUMN "river_flow_alert" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tide_alerts" ADD COLUMN "min_flow" numeric;--> statement-breakpoint
ALTER TABLE "tide_alerts" ADD COLUMN "max_flow" numeric;--> statement-breakpoint
ALTER TABLE "tide_alerts" ADD COLUMN "flow_in_range" boolean DEFAULT false NOT NULL;