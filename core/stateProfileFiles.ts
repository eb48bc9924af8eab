import alabama from "../data/state-profiles/alabama.json" with { type: "json" };
import alaska from "../data/state-profiles/alaska.json" with { type: "json" };
import arizona from "../data/state-profiles/arizona.json" with { type: "json" };
import arkansas from "../data/state-profiles/arkansas.json" with { type: "json" };
import california from "../data/state-profiles/california.json" with { type: "json" };
import colorado from "../data/state-profiles/colorado.json" with { type: "json" };
import connecticut from "../data/state-profiles/connecticut.json" with { type: "json" };
import delaware from "../data/state-profiles/delaware.json" with { type: "json" };
import florida from "../data/state-profiles/florida.json" with { type: "json" };
import georgia from "../data/state-profiles/georgia.json" with { type: "json" };
import hawaii from "../data/state-profiles/hawaii.json" with { type: "json" };
import idaho from "../data/state-profiles/idaho.json" with { type: "json" };
import illinois from "../data/state-profiles/illinois.json" with { type: "json" };
import indiana from "../data/state-profiles/indiana.json" with { type: "json" };
import iowa from "../data/state-profiles/iowa.json" with { type: "json" };
import kansas from "../data/state-profiles/kansas.json" with { type: "json" };
import kentucky from "../data/state-profiles/kentucky.json" with { type: "json" };
import louisiana from "../data/state-profiles/louisiana.json" with { type: "json" };
import maine from "../data/state-profiles/maine.json" with { type: "json" };
import maryland from "../data/state-profiles/maryland.json" with { type: "json" };
import massachusetts from "../data/state-profiles/massachusetts.json" with { type: "json" };
import michigan from "../data/state-profiles/michigan.json" with { type: "json" };
import minnesota from "../data/state-profiles/minnesota.json" with { type: "json" };
import mississippi from "../data/state-profiles/mississippi.json" with { type: "json" };
import missouri from "../data/state-profiles/missouri.json" with { type: "json" };
import montana from "../data/state-profiles/montana.json" with { type: "json" };
import nebraska from "../data/state-profiles/nebraska.json" with { type: "json" };
import nevada from "../data/state-profiles/nevada.json" with { type: "json" };
import newHampshire from "../data/state-profiles/new-hampshire.json" with { type: "json" };
import newJersey from "../data/state-profiles/new-jersey.json" with { type: "json" };
import newMexico from "../data/state-profiles/new-mexico.json" with { type: "json" };
import newYork from "../data/state-profiles/new-york.json" with { type: "json" };
import northCarolina from "../data/state-profiles/north-carolina.json" with { type: "json" };
import northDakota from "../data/state-profiles/north-dakota.json" with { type: "json" };
import ohio from "../data/state-profiles/ohio.json" with { type: "json" };
import oklahoma from "../data/state-profiles/oklahoma.json" with { type: "json" };
import oregon from "../data/state-profiles/oregon.json" with { type: "json" };
import pennsylvania from "../data/state-profiles/pennsylvania.json" with { type: "json" };
import rhodeIsland from "../data/state-profiles/rhode-island.json" with { type: "json" };
import southCarolina from "../data/state-profiles/south-carolina.json" with { type: "json" };
import southDakota from "../data/state-profiles/south-dakota.json" with { type: "json" };
import tennessee from "../data/state-profiles/tennessee.json" with { type: "json" };
import texas from "../data/state-profiles/texas.json" with { type: "json" };
import utah from "../data/state-profiles/utah.json" with { type: "json" };
import vermont from "../data/state-profiles/vermont.json" with { type: "json" };
import virginia from "../data/state-profiles/virginia.json" with { type: "json" };
import washington from "../data/state-profiles/washington.json" with { type: "json" };
import westVirginia from "../data/state-profiles/west-virginia.json" with { type: "json" };
import wisconsin from "../data/state-profiles/wisconsin.json" with { type: "json" };
import wyoming from "../data/state-profiles/wyoming.json" with { type: "json" };

// Every state's profile (data/state-profiles/), for the rules that read them: one import per
// state of the fifty, written once. Whether a state is curated is its profile's to say
// (./curatedStates.ts); the server also reads the folder itself (server/services/content).
export const STATE_PROFILE_FILES = [
  alabama,
  alaska,
  arizona,
  arkansas,
  california,
  colorado,
  connecticut,
  delaware,
  florida,
  georgia,
  hawaii,
  idaho,
  illinois,
  indiana,
  iowa,
  kansas,
  kentucky,
  louisiana,
  maine,
  maryland,
  massachusetts,
  michigan,
  minnesota,
  mississippi,
  missouri,
  montana,
  nebraska,
  nevada,
  newHampshire,
  newJersey,
  newMexico,
  newYork,
  northCarolina,
  northDakota,
  ohio,
  oklahoma,
  oregon,
  pennsylvania,
  rhodeIsland,
  southCarolina,
  southDakota,
  tennessee,
  texas,
  utah,
  vermont,
  virginia,
  washington,
  westVirginia,
  wisconsin,
  wyoming,
];
