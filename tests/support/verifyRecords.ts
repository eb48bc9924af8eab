// Records that pass every check of `npm run data -- verify`, for tests to plant bad ones among:
// real waters, with coordinates inside their state, their own zone, a source for the point, a
// date of the last check and descriptions of their own.

const base = {
  bestSeasons: "Apr-Oct",
  facilities: ["Parking"],
  featured: false,
  timeZone: "America/Los_Angeles",
  lastChecked: "2026-11-20",
};

export const GOOD_WASHINGTON = [
  {
    ...base,
    name: "Lake Sammamish - Idylwood Park",
    description:
      "Idylwood Park's swimming beach and fishing dock sit on the north-west shore of Lake Sammamish, where the water drops off quickly enough for kokanee and cutthroat to come within casting range in cool months.",
    state: "Washington",
    region: "Puget Sound",
    fishTypes: ["cutthroat_trout", "kokanee"],
    accessibility: "Idylwood Park on West Lake Sammamish Parkway, with a paved path to the dock.",
    permits: "Washington freshwater fishing license. Check current WDFW regulations.",
    latitude: "47.6240",
    longitude: "-122.1180",
    coordinatesSource: "City of Redmond park map, Idylwood Park dock",
  },
  {
    ...base,
    name: "Commencement Bay - Les Davis Pier",
    description:
      "The Les Davis Pier on Ruston Way reaches into deep water along the Tacoma waterfront. Anglers jig for squid on winter nights under the lights and cast for salmon when the runs pass in late summer.",
    state: "Washington",
    region: "Puget Sound",
    fishTypes: ["salmon", "squid"],
    accessibility: "Ruston Way in Tacoma, with street parking beside the pier.",
    permits:
      "No license is needed on a public pier in Puget Sound for most species. Check current WDFW regulations.",
    latitude: "47.2850",
    longitude: "-122.4780",
    tideInfo: "The flood brings bait along the pilings; squid come up on the slack after dark.",
    coordinatesSource: "Metro Parks Tacoma map of Ruston Way, Les Davis Pier",
  },
];

export const GOOD_OREGON = [
  {
    ...base,
    name: "Detroit Lake - Mongold",
    description:
      "Detroit Lake fills the North Santiam canyon behind Detroit Dam. Mongold's ramp and day-use area give bank anglers room for stocked rainbows in spring and kokanee trolling in summer.",
    state: "Oregon",
    region: "Willamette Valley",
    fishTypes: ["trout", "kokanee"],
    accessibility: "Mongold day-use area off Highway 22, with a paved ramp and parking.",
    permits: "Oregon angling license. Check current ODFW regulations.",
    latitude: "44.7200",
    longitude: "-122.1800",
    coordinatesSource: "Oregon State Parks map of Mongold day-use area",
  },
];
