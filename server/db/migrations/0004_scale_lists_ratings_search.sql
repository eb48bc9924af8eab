CREATE TABLE "location_ratings" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offered_fish_types" (
	"value" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "fishing_locations_state_name_idx";--> statement-breakpoint
DROP INDEX "fishing_locations_search_trgm_idx";--> statement-breakpoint
DROP INDEX "location_reviews_location_created_idx";--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "season_start" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "latitude_value" double precision GENERATED ALWAYS AS (case when latitude ~ '^[[:space:]]*-?[0-9]+([.][0-9]+)?[[:space:]]*$' then latitude::double precision end) STORED;--> statement-breakpoint
ALTER TABLE "fishing_locations" ADD COLUMN "longitude_value" double precision GENERATED ALWAYS AS (case when longitude ~ '^[[:space:]]*-?[0-9]+([.][0-9]+)?[[:space:]]*$' then longitude::double precision end) STORED;--> statement-breakpoint
ALTER TABLE "location_ratings" ADD CONSTRAINT "location_ratings_location_id_fishing_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."fishing_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfills for rows written before this migration; from here on the services keep them.
-- Rating totals: what every review insert now adds to, in its own transaction.
INSERT INTO "location_ratings" ("location_id", "review_count", "rating_sum")
SELECT "location_id", count(*)::integer, sum("rating")::integer FROM "location_reviews" GROUP BY "location_id";--> statement-breakpoint
INSERT INTO "offered_fish_types" ("value") SELECT DISTINCT unnest("fish_types") FROM "fishing_locations";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT "w" FROM "fishing_locations", regexp_split_to_table(lower("name" || ' ' || "search_text"), '[^[:alnum:]]+') AS "w"
WHERE length("w") >= 3;--> statement-breakpoint
-- Spec 5's sort key: core's seasonStartMonth (core/seasons.ts) restated once for the stored
-- rows: the first end of a two-ended range whose ends are both months, or a lone month; anything
-- else, year-round included, starts in January (0, the column's default).
WITH "split" AS (
  SELECT "id", regexp_split_to_array(regexp_replace("best_seasons", '^\s+|\s+$', '', 'g'), '\s*[-–—]\s*|\s+to\s+', 'i') AS "parts"
  FROM "fishing_locations"
), "months" AS (
  SELECT "id", cardinality("parts") AS "ends",
    array_position(ARRAY['jan','feb','mar','apr','may','jun','jul','aug','sep','oct','nov','dec'], lower(left(btrim("parts"[1]), 3))) - 1 AS "first_month",
    array_position(ARRAY['jan','feb','mar','apr','may','jun','jul','aug','sep','oct','nov','dec'], lower(left(btrim(coalesce("parts"[2], '')), 3))) - 1 AS "last_month"
  FROM "split"
)
UPDATE "fishing_locations" AS "l" SET "season_start" = "m"."first_month"
FROM "months" AS "m"
WHERE "m"."id" = "l"."id" AND "m"."first_month" > 0
  AND ("m"."ends" = 1 OR ("m"."ends" = 2 AND "m"."last_month" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fishing_locations_name_order_idx" ON "fishing_locations" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "fishing_locations_state_name_order_idx" ON "fishing_locations" USING btree (lower("state"),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "fishing_locations_season_order_idx" ON "fishing_locations" USING btree ("season_start",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "fishing_locations_state_season_order_idx" ON "fishing_locations" USING btree (lower("state"),"season_start",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "fishing_locations_coordinates_idx" ON "fishing_locations" USING btree ("latitude_value","longitude_value");--> statement-breakpoint
CREATE INDEX "fishing_locations_tidal_point_idx" ON "fishing_locations" USING gist (point("longitude_value", "latitude_value")) WHERE btrim(coalesce("fishing_locations"."tide_info", '')) <> '';--> statement-breakpoint
CREATE INDEX "location_reviews_location_created_idx" ON "location_reviews" USING btree ("location_id","created_at","id");