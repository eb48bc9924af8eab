-- The offered fish types per state: a state's home shows the tabs of its own spots' fish.
DROP TABLE "offered_fish_types";--> statement-breakpoint
CREATE TABLE "offered_fish_types" (
	"state" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "offered_fish_types_state_value_pk" PRIMARY KEY("state","value")
);--> statement-breakpoint
INSERT INTO "offered_fish_types" ("state", "value")
  SELECT DISTINCT lower("state"), unnest("fish_types") FROM "fishing_locations";
