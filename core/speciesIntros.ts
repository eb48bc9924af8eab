// The opening paragraphs of each species page (/fish/{slug}), one per value of
// docs/product.md "Fish types".
import { displayName, type FishTypeValue, isFishTypeValue } from "./fishTypes";
import { ADDED_SPECIES_INTROS } from "./speciesIntrosWestCoast";

// Only general, lasting facts: bag limits, sizes, seasons and closures change year to year,
// and the page separately tells readers to check the current ODFW regulations.

/** A species page's opening: three short plain-text paragraphs, in our own words. */
export type SpeciesIntro = {
  /** What the fish is (one or two sentences). */
  about: string;
  /** The kinds of water it lives in, in Oregon (one or two sentences). */
  waters: string;
  /** How Oregon anglers usually fish for it (one or two sentences). */
  methods: string;
};

// Shellfish can carry biotoxins that cooking does not remove, so every shellfish page points to
// the state's safety status, which changes far more often than this text.
const SHELLFISH_SAFETY =
  "Harvest can close when biotoxins build up, so check the Oregon Department of Agriculture's shellfish safety status before you go.";

export const SPECIES_INTROS: Record<FishTypeValue, SpeciesIntro> = {
  // Group values describe the group and point to the species pages.
  salmon: {
    about:
      "Pacific salmon hatch in fresh water, grow up in the ocean and return to their home rivers to spawn and die. In Oregon this mostly means chinook and coho, which have their own pages.",
    waters:
      "Salmon are fished in the ocean, in bays and estuaries, in the Columbia and Willamette, and in coastal rivers when the runs come in from the sea.",
    methods:
      "Anglers troll bait or spinners from boats in the ocean and bays, and in rivers drift or bobber fish eggs, cast spinners or plunk from the bank.",
  },
  trout: {
    about:
      "This page covers Oregon's trout as a group. Rainbow, cutthroat and brown trout each have their own page, and brook trout live in some mountain lakes.",
    waters:
      "Trout live in cold, clean water: mountain streams, Cascade lakes, coastal rivers and high desert reservoirs, plus many ponds and lakes that are stocked with hatchery fish.",
    methods:
      "Stocked lakes are often fished with bait under a bobber or off the bottom; rivers and streams with small spinners, spoons and flies. Trolling is common on bigger lakes.",
  },
  steelhead: {
    about:
      "Steelhead are rainbow trout that go to sea and come back to rivers to spawn. Unlike most Pacific salmon, some survive spawning and return again.",
    waters:
      "Winter runs return to most coastal rivers and the Columbia system; summer runs reach some coastal rivers and Columbia tributaries such as the Deschutes.",
    methods:
      "Common methods are drift fishing, a jig or bait under a float, casting spinners or spoons, back-trolling plugs from a drift boat, and swinging flies.",
  },
  bass: {
    about:
      "Bass here means the black bass, largemouth and smallmouth, both brought to Oregon from the east and now widespread. Each has its own page.",
    waters:
      "Largemouth like warm, weedy lakes, ponds and sloughs; smallmouth prefer rocky rivers and reservoirs such as the Columbia, the John Day and the Umpqua.",
    methods:
      "Most bass anglers cast artificial lures: soft plastics, crankbaits, spinnerbaits, jigs and topwater lures, worked slowly around weeds, rocks, docks and wood.",
  },
  crab: {
    about:
      "Oregon crabbers mostly catch Dungeness crab, the large and meaty local crab, and the smaller red rock crab, which has a dark red shell and black-tipped claws.",
    waters:
      "Both are found in the coastal bays and estuaries, especially near the mouth where the water is saltier. Dungeness also live in the ocean just offshore.",
    methods:
      "Crabbers drop baited rings or pots from public docks, piers and jetties or from boats, wait a while and pull them up. A crab gauge helps you measure and sort the catch.",
  },
  shellfish: {
    about:
      "Shellfish covers the clams, mussels and oysters of the Oregon coast. Razor clams and mussels have their own pages.",
    waters:
      "Bay clams live in the mud and sand of tideflats in bays and estuaries, mussels cling to rocks, jetties and pilings, and oysters grow in a few bays, mostly on private, farmed beds.",
    methods: `Most gathering happens at low tide with a shovel, a clam gun or by hand. ${SHELLFISH_SAFETY}`,
  },
  sturgeon: {
    about:
      "White sturgeon are ancient, long-lived fish with bony plates instead of scales and can grow larger than any other fish in Oregon's fresh water.",
    waters:
      "They live in big, deep rivers and estuaries, most of all the Columbia and the lower Willamette, and some reach coastal bays.",
    methods:
      "Anglers fish bait such as smelt, sand shrimp or squid on the bottom with heavy rods and line, from an anchored boat or the bank, often in deep holes with current.",
  },
  walleye: {
    about:
      "Walleye are the largest North American members of the perch family, named for their glassy eyes, which help them feed in dim light. They were introduced to the Columbia system.",
    waters:
      "In Oregon they are fished mostly in the Columbia River, especially in the pools above the dams, and in some of its backwaters.",
    methods:
      "Anglers usually troll worm harnesses or crankbaits near the bottom, or jig blade baits and soft plastics, often in low light.",
  },
  perch: {
    about:
      "Perch can mean two different fish in Oregon: yellow perch, a freshwater fish brought here from the east, and the surfperch of the coast, such as redtail and striped perch.",
    waters:
      "Yellow perch school in lakes, reservoirs and sloughs. Surfperch live along sandy beaches and rocky shores and around jetties and docks in bays.",
    methods:
      "Both bite small hooks: worms or small jigs for yellow perch, and sand shrimp, clam necks or small soft baits for surfperch, cast from the beach or a jetty.",
  },
  razor_clams: {
    about:
      "The Pacific razor clam has a long, thin, shiny shell and can dig away faster than most people expect. It is one of the most popular things to harvest on the coast.",
    waters:
      "Razor clams live in open, sandy ocean beaches that take the surf, not in bays. Much of Oregon's digging is on the Clatsop beaches between Seaside and the Columbia.",
    methods: `Diggers work low tides, looking for the dimple or show a clam leaves in the sand, and dig fast with a clam gun or narrow shovel. ${SHELLFISH_SAFETY}`,
  },
  mussels: {
    about:
      "Mussels are dark blue-black shellfish that attach to hard surfaces in clusters. Oregon has the large California mussel on the open coast and the smaller bay mussel.",
    waters:
      "Look on ocean rocks exposed at low tide, and on jetties, docks and pilings in bays and estuaries.",
    methods: `Mussels are picked by hand or pried off at low tide; take care on wet rocks and watch the waves. ${SHELLFISH_SAFETY}`,
  },
  shad: {
    about:
      "American shad are large members of the herring family. They were brought to the West Coast long ago and now return from the ocean in huge runs to spawn.",
    waters:
      "The biggest runs are in the Columbia River, with fishing below the dams and in some tributaries, and smaller runs reach coastal rivers such as the Umpqua.",
    methods:
      "Anglers cast or hold small bright shad darts, spoons and flies in the current from the bank or a boat. Shad fight hard for their size, and some are kept for sturgeon bait.",
  },
  bluegill: {
    about:
      "Bluegill are small, round sunfish with a dark flap at the back of the gill cover. They were brought to Oregon from the east and are a favorite first fish for kids.",
    waters:
      "They live in warm, still water: ponds, lakes and sloughs, usually near weeds, docks and other cover in shallow water.",
    methods:
      "A small hook with a piece of worm under a bobber works well, as do tiny jigs and small flies on light tackle.",
  },
  crappie: {
    about:
      "Crappie are schooling panfish of the sunfish family. Oregon has both white and black crappie, introduced from the east and prized for their mild fillets.",
    waters:
      "They gather around submerged brush, timber and docks in warm lakes, reservoirs, ponds and sloughs, including Columbia backwaters.",
    methods:
      "Anglers fish small jigs or minnow-like lures, often under a bobber, and slow down once they find a school. Dawn, dusk and cloudy days are often best.",
  },
  catfish: {
    about:
      "Catfish are whiskered, scaleless fish that feed by smell. In Oregon the name usually means channel catfish or white catfish, which were introduced; bullhead have their own page.",
    waters:
      "They live in warm lakes, reservoirs, ponds and slow rivers, including parts of the Columbia and Snake and some stocked ponds.",
    methods:
      "Most catfish are caught on bait fished on the bottom, such as worms, cut fish, chicken liver or prepared baits, often in the evening or at night.",
  },
  kokanee: {
    about:
      "Kokanee are sockeye salmon that spend their whole lives in fresh water. They feed on plankton, are known for their flavor, and turn red before they spawn.",
    waters:
      "They live in deep, cold lakes and reservoirs, many of them in and east of the Cascades, and often hold well below the surface in summer.",
    methods:
      "Anglers usually troll slowly with a dodger or flasher and a small lure, often tipped with corn, at the depth where the schools hold. Some jig for them.",
  },
  bullhead: {
    about:
      "Bullhead are small catfish with square tails. Brown bullhead, introduced long ago, are the most common kind in Oregon.",
    waters:
      "They are found in warm, often muddy ponds, lakes and sloughs with soft bottoms, and tolerate water too warm for many other fish.",
    methods:
      "A worm fished on the bottom, especially in the evening or at night, is the usual way. Handle them with care, since their sharp fin spines can cause a painful wound.",
  },
  sunfish: {
    about:
      "Sunfish are small, deep-bodied panfish. In Oregon the name covers pumpkinseed, warmouth, green sunfish and similar kinds, all introduced; bluegill have their own page.",
    waters:
      "They live in warm, weedy ponds, lakes and sloughs, usually in shallow water near plants, docks and fallen wood.",
    methods:
      "Light tackle with a small hook and a piece of worm under a bobber, a tiny jig or a small fly will catch them. They are a good fish for beginners.",
  },
  rainbow_trout: {
    about:
      "Rainbow trout are native to Oregon and are the trout most anglers meet. They have a pink stripe down the side, and hatcheries stock them widely.",
    waters:
      "They are found in Cascade lakes, mountain and coastal streams, big rivers such as the Deschutes, high desert reservoirs and many stocked ponds.",
    methods:
      "Stocked fish take dough bait or worms under a bobber or off the bottom; wild fish are more often caught on small spinners and flies. Trolling works on lakes.",
  },
  brown_trout: {
    about:
      "Brown trout came to Oregon from Europe. They are wary, can live a long time, and large ones eat other fish.",
    waters:
      "They live in a limited number of rivers and lakes, including some Cascade lakes and reservoirs in central Oregon, often around cover and in deeper water.",
    methods:
      "Anglers often use streamers, minnow-imitating lures or trolled plugs for the big ones, and flies for stream fish. Low light is often the best time.",
  },
  cutthroat_trout: {
    about:
      "Cutthroat trout are native trout named for the red or orange slash under the jaw. Oregon has coastal cutthroat, some of which go to sea, and inland kinds such as Lahontan cutthroat.",
    waters:
      "Coastal cutthroat live in small coastal streams, rivers and estuaries. Inland kinds live in some mountain streams and, for Lahontan cutthroat, a few high desert lakes and streams in southeast Oregon.",
    methods:
      "Small spinners and flies, and bait where it is allowed, work well. Many anglers fish them catch-and-release with light tackle.",
  },
  coho_salmon: {
    about:
      "Coho, or silver salmon, are bright, hard-fighting Pacific salmon that usually return to spawn after about a year and a half at sea. They are smaller than chinook.",
    waters:
      "They are caught in the ocean, in bays and estuaries, in the Columbia and its tributaries, and in coastal rivers, and some coastal lakes have their own runs.",
    methods:
      "Anglers troll herring or spinners in the ocean and bays, and in rivers cast spinners or fish eggs under a bobber, often when rain raises the water.",
  },
  chinook_salmon: {
    about:
      "Chinook, or king salmon, are the largest Pacific salmon. Oregon rivers have spring chinook and fall chinook runs, named for when they come in from the sea.",
    waters:
      "Chinook are fished in the ocean, in coastal bays and estuaries, in the Columbia and Willamette, and in big coastal rivers such as the Rogue and Umpqua.",
    methods:
      "Common methods are trolling herring, spinners or plugs in the bays and big rivers, back-bouncing or bobber fishing eggs, and plunking from the bank.",
  },
  largemouth_bass: {
    about:
      "Largemouth bass are green, heavy-bodied bass whose jaw reaches past the eye. They were brought to Oregon from the east and are now common in warm water.",
    waters:
      "They like warm, weedy, slow water: ponds, lakes, sloughs and reservoirs, including many coastal lakes and Columbia backwaters.",
    methods:
      "Anglers cast soft plastics, spinnerbaits, jigs and topwater lures around weeds, lily pads, docks and fallen trees, most actively in the warmer months.",
  },
  ...ADDED_SPECIES_INTROS,
  smallmouth_bass: {
    about:
      "Smallmouth bass are bronze bass with dark vertical bars. They were brought to Oregon from the east and now thrive in many of its rivers.",
    waters:
      "They like rocky, clear water with some current: the Columbia, Snake, John Day and Umpqua rivers and some reservoirs.",
    methods:
      "Small soft plastics, tube jigs, crankbaits and spinners worked along rocks and ledges work well, from the bank, a boat or a drift boat.",
  },
};

/** The opening for a value outside the list (a new server value still gets a page). */
export function speciesIntro(value: string, name: string): SpeciesIntro {
  if (isFishTypeValue(value)) return SPECIES_INTROS[value];
  // Without a real description, say only what the directory knows: the spots list it.
  const label = name.trim() || displayName(value);
  return {
    about: `${label} is listed at Oregon fishing spots in our directory.`,
    waters: "The spots below say where; each spot's page has its seasons and access.",
    methods: "Check each spot's page and the current ODFW regulations before you go.",
  };
}
