ALTER TABLE "fishing_locations" ADD COLUMN "usgs_site_name" text;--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "coordinates_source" text;