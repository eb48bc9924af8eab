CREATE TABLE "location_problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"reply_email" text,
	"reporter_key" text NOT NULL,
	"text_key" text,
	"reported_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hold_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_note" text,
	CONSTRAINT "location_problem_reports_status" CHECK ("location_problem_reports"."status" in ('open', 'held', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "last_checked" date;--> statement-breakpoint
ALTER TABLE "location_problem_reports" ADD CONSTRAINT "location_problem_reports_location_id_fishing_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_problem_reports_once_a_day_idx" ON "location_problem_reports" USING btree ("location_id","reporter_key","reported_on");--> statement-breakpoint
CREATE INDEX "location_problem_reports_waiting_idx" ON "location_problem_reports" USING btree ("created_at","id") WHERE "location_problem_reports"."status" in ('open', 'held');--> statement-breakpoint
CREATE INDEX "location_problem_reports_author_text_idx" ON "location_problem_reports" USING btree ("reporter_key","text_key","created_at");