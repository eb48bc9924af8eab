CREATE TABLE "location_team_notes" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location_team_notes" ADD CONSTRAINT "location_team_notes_location_id_fishing_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE cascade ON UPDATE no action;