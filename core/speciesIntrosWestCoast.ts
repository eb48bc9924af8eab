// Species page openings (/fish/{slug}) for the fish types added with Washington and
// California. Same rules as core/speciesIntros.ts: our own words, general lasting facts only,
// no limits, sizes, seasons or dates (the page points to the state's current regulations),
// and the waters and methods describe the West Coast as a whole.
import type { SpeciesIntro } from "./speciesIntros";

export const ADDED_SPECIES_INTROS = {
  rockfish: {
    about:
      "Rockfish are a large family of spiny, bass-shaped bottom fish with dozens of kinds on the West Coast, such as black, blue, copper, canary and vermilion rockfish.",
    waters:
      "They live over rocky reefs, kelp beds and jetties along the open coast from Washington to southern California. Some kinds stay near shore, while others live in deep water offshore.",
    methods:
      "Anglers jig or drop bait and shrimp flies over reefs from boats, or cast from jetties and rocky shores. Deep-water kinds are hurt by the change in pressure, so released fish are sent back down with a descending device.",
  },
  lingcod: {
    about:
      "Lingcod are big-headed, sharp-toothed predators of rocky reefs. Despite the name they are not true cod but a kind of greenling, and some have blue-green flesh that turns white when cooked.",
    waters:
      "They live on rocky bottoms all along the coast, from shallow kelp beds and jetties to deep offshore reefs, and also in Puget Sound and the Strait of Juan de Fuca.",
    methods:
      "Anglers bounce heavy jigs, swimbaits or live bait along the bottom from boats, and some cast from jetties and rocky shores. They are often caught alongside rockfish.",
  },
  pacific_halibut: {
    about:
      "Pacific halibut are the giants among flatfish, thick and diamond-shaped, with both eyes on the dark upper side. They are prized for their firm, white fillets.",
    waters:
      "They live on sand, gravel and mud bottoms in deep ocean water off Washington, Oregon and northern California, and some move into the Strait of Juan de Fuca and Puget Sound.",
    methods:
      "Anglers anchor or drift from boats, fishing heavy jigs or large baits such as herring or squid on the bottom with stout gear. Openings are short and set each year, so check them before planning a trip.",
  },
  california_halibut: {
    about:
      "California halibut are flatfish of sandy bottoms with a large, toothy mouth, and are not close kin of the Pacific halibut. Unusually, some have their eyes on the left side and some on the right.",
    waters:
      "They live over sand and mud in bays, harbors and along the surf line of central and southern California, including San Francisco Bay, Monterey Bay and the southern California coast.",
    methods:
      "Anglers drift live anchovies or sardines, or cast and troll swimbaits, near the bottom from boats. Others fish from beaches, piers and jetties.",
  },
  striped_bass: {
    about:
      "Striped bass are silvery fish with dark lines along their sides, brought from the Atlantic coast to San Francisco Bay long ago. They move between salt and fresh water and spawn in rivers.",
    waters:
      "Most live in San Francisco Bay, the Delta and the Sacramento and San Joaquin rivers, with others in some California reservoirs and nearby ocean beaches. A few remain in southern Oregon coastal rivers such as the Umpqua.",
    methods:
      "Anglers troll or cast swimbaits, plugs and spoons, drift live or cut bait, or fish bait on the bottom from the bank. Some cast lures from ocean beaches near San Francisco.",
  },
  surfperch: {
    about:
      "Surfperch are small, deep-bodied fish of the Pacific coast that give birth to live young instead of laying eggs. Redtail, barred, striped and walleye surfperch are some of the common kinds.",
    waters:
      "They are found along sandy ocean beaches, rocky shores, jetties and piers from Washington to southern California, and some kinds live in bays and harbors.",
    methods:
      "Anglers cast sand crabs, sand shrimp, clam or small soft plastics into the surf or along jetties and pilings. Fishing is often best around the incoming tide.",
  },
  sockeye_salmon: {
    about:
      "Sockeye, or red salmon, are Pacific salmon that spend their early life in lakes and turn bright red with a green head when they spawn. Kokanee are their landlocked form.",
    waters:
      "Runs reach Lake Washington through the Ballard Locks, Baker Lake on the Skagit, and lakes on the upper Columbia such as Lake Wenatchee. Fishing opens only in years with enough fish.",
    methods:
      "Sockeye feed on plankton and seldom chase lures, so in lakes anglers troll small bare red hooks behind a dodger. On the upper Columbia many troll small spinners, often tipped with shrimp.",
  },
  pink_salmon: {
    about:
      "Pink salmon, or humpies, are the smallest and most numerous Pacific salmon, and spawning males grow a tall hump on the back. Their life cycle is short and fixed, so the big runs come every other year.",
    waters:
      "The main runs return to Puget Sound rivers such as the Skagit, Snohomish, Puyallup and Green, and are fished in the Strait of Juan de Fuca and Puget Sound on the way. Few reach Oregon or California.",
    methods:
      "Anglers cast small pink spoons, jigs and flies from beaches and boats, or drift pink lures in the rivers. They bite readily, which makes them a good salmon for beginners.",
  },
  chum_salmon: {
    about:
      "Chum, or dog salmon, are large Pacific salmon that take on purple and green tiger stripes when they spawn, and spawning males grow big, dog-like teeth.",
    waters:
      "Most fishing is in Puget Sound and Hood Canal and their streams late in the fall. Smaller runs reach some Washington coastal rivers and a few streams around Tillamook Bay in Oregon.",
    methods:
      "Anglers cast green or chartreuse jigs, spoons and flies near creek mouths and beaches, or drift jigs under a float in rivers. They fight hard on light gear.",
  },
  brook_trout: {
    about:
      "Brook trout are actually char, native to the eastern United States and Canada, with worm-like markings on the back and white-edged lower fins. They were stocked across the West long ago.",
    waters:
      "They live in cold mountain lakes, small streams and beaver ponds in the Cascades, the Sierra and other ranges, where they can become very numerous and stay small.",
    methods:
      "Small spinners, flies and worms fished in streams, beaver ponds and along lake shores work well. Where they crowd a lake, anglers are often encouraged to keep some.",
  },
  lake_trout: {
    about:
      "Lake trout, or mackinaw, are large char from northern North America that live long, grow slowly and eat other fish. They were brought to a few deep western lakes.",
    waters:
      "They need deep, cold lakes, such as Lake Tahoe and Donner Lake in California, Lake Chelan in Washington and Odell and Cultus lakes in the Oregon Cascades.",
    methods:
      "Anglers troll spoons, plugs or bait deep with downriggers or lead-core line, or jig heavy spoons and tubes near the bottom, where the fish hold most of the year.",
  },
  golden_trout: {
    about:
      "Golden trout are small, brightly colored trout with golden sides, a red band along the belly and dark oval marks on the flanks. They are California's state fish.",
    waters:
      "They are native to high streams of the Kern Plateau in the southern Sierra and have been stocked in many high Sierra lakes and streams. A few high lakes in Washington also hold them.",
    methods:
      "Reaching them usually means a long hike into high country. Light tackle with tiny spinners, small dry flies or nymphs works well, and many anglers release them.",
  },
  kelp_bass: {
    about:
      "Kelp bass, often called calico bass, are sea bass with mottled brown and pale markings that live around kelp and rocky reefs. They grow slowly and can live a long time.",
    waters:
      "They are fish of southern California's kelp beds, rocky reefs, breakwaters and harbors, from the mainland coast out to the Channel Islands, and are scarce north of Point Conception.",
    methods:
      "Anglers fish live anchovies or sardines, swimbaits and surface iron along kelp edges from boats and kayaks, and some cast from jetties and breakwaters.",
  },
  white_seabass: {
    about:
      "White seabass are large, silvery members of the croaker family rather than true sea bass. They are a prized catch that can be hard to find, and they feed heavily on squid.",
    waters:
      "They roam southern California's kelp beds, the Channel Islands and the open coast, and in warm-water years some range north toward Monterey and San Francisco.",
    methods:
      "Anglers fish live squid, sardines or anchovies, or cast and troll large jigs and swimbaits around kelp beds and squid grounds, often at night or in low light.",
  },
  yellowtail: {
    about:
      "Yellowtail are fast, powerful jacks with a yellow tail and a yellow stripe down the side, known for long, hard runs when hooked. The California fish is a kind of amberjack.",
    waters:
      "They come into southern California waters when the ocean warms, around the Channel Islands, kelp beds, offshore banks and floating kelp paddies, and are rare farther north.",
    methods:
      "Anglers fish live sardines or anchovies, yo-yo heavy iron jigs, or cast surface iron when fish are feeding on top. Stout gear helps keep them out of the kelp and rocks.",
  },
  albacore: {
    about:
      "Albacore are sleek tuna with very long pectoral fins and pale, mild meat, sold as white tuna. They travel widely across the North Pacific.",
    waters:
      "They follow warm blue water far offshore from Washington, Oregon and California, mostly in summer, and how far boats must run depends on where that water lies.",
    methods:
      "Boats run far offshore and troll cedar plugs or feather jigs until a school bites, then switch to live bait, swimbaits or jigs. Trips go far from port, so watch the weather.",
  },
  tiger_muskie: {
    about:
      "Tiger muskie are a sterile hatchery hybrid of muskellunge and northern pike, named for their dark bars. They are top predators that can grow very large.",
    waters:
      "Washington stocks them in a few lakes and reservoirs, such as Mayfield, Merwin and Curlew lakes, to help control fish like northern pikeminnow, suckers and tench.",
    methods:
      "Anglers cast or troll large bucktails, swimbaits, jerkbaits and diving plugs around weed edges and drop-offs, using a wire or heavy leader since their teeth cut line.",
  },
  whitefish: {
    about:
      "Mountain whitefish are native, slender silver fish of the trout and salmon family, with a small mouth suited to picking insects off the bottom. They are often overlooked but good eating.",
    waters:
      "They live in cold, clear rivers across much of Washington and Oregon and in the eastern Sierra, such as the Yakima, the Deschutes and the Truckee, often in schools in deep runs.",
    methods:
      "Anglers drift small beadhead nymphs, tiny flies or small baits near the bottom. Winter is a popular time, when the fish gather in deep, slow pools.",
  },
  carp: {
    about:
      "Common carp are big, bronze, heavy-scaled fish from Europe and Asia, introduced long ago and now found across the West. They root in the mud for food and are wary and strong when hooked.",
    waters:
      "They live in warm lakes, reservoirs, sloughs and slow rivers, including the Columbia and its backwaters, the Delta and many valley reservoirs.",
    methods:
      "Bait anglers fish corn or dough baits on the bottom, fly anglers cast small nymphs to fish feeding in the shallows, and bowfishers shoot them where that is allowed.",
  },
} as const satisfies Record<string, SpeciesIntro>;
