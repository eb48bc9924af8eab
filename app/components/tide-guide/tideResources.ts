// Official pages only (NOAA, ODFW, Oregon Department of Agriculture), grouped by the fish types
// of docs/product.md "Tide Info page": salmon, crab and shellfish, steelhead, bass.

export type TideResource = { label: string; href: string; description: string };
export type TideResourceGroup = { id: string; title: string; resources: readonly TideResource[] };

const NOAA_PREDICTIONS = "https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=";
const ODFW_RECREATION_REPORT = "https://myodfw.com/recreation-report/fishing-report";
const ODFW_REGULATIONS = "https://myodfw.com/articles/oregon-fishing-hunting-regulations-and-updates";
export const ODA_SHELLFISH_CLOSURES =
  "https://www.oregon.gov/oda/programs/FoodSafety/Shellfish/Pages/ShellfishClosures.aspx";

export const TIDE_RESOURCE_GROUPS: readonly TideResourceGroup[] = [
  {
    id: "resources-salmon",
    title: "Salmon",
    resources: [
      {
        label: "ODFW: Chinook salmon",
        href: "https://myodfw.com/fishing/species/chinook-salmon",
        description: "Where, when and how to fish for Chinook in Oregon.",
      },
      {
        label: "NOAA tide predictions: Garibaldi, Tillamook Bay",
        href: `${NOAA_PREDICTIONS}9437540`,
        description: "Official high and low tides for station 9437540 on the north coast.",
      },
      {
        label: "ODFW Recreation Report",
        href: ODFW_RECREATION_REPORT,
        description: "Weekly fishing conditions by zone, bays and tidewater included.",
      },
    ],
  },
  {
    id: "resources-crab-shellfish",
    title: "Crab and shellfish",
    resources: [
      {
        label: "ODFW: Crabbing and clamming",
        href: "https://myodfw.com/crabbing-clamming",
        description: "How and where to crab and clam, licenses and limits.",
      },
      {
        label: "ODFW: Razor clams",
        href: "https://myodfw.com/crabbing-clamming/species/razor-clam",
        description: "Beaches, timing on minus tides and digging technique.",
      },
      {
        label: "Oregon Dept. of Agriculture: Shellfish safety closures",
        href: ODA_SHELLFISH_CLOSURES,
        description: "Current biotoxin closures; hotline 1-800-448-2474.",
      },
      {
        label: "NOAA tide predictions: South Beach, Yaquina Bay",
        href: `${NOAA_PREDICTIONS}9435380`,
        description: "Official high and low tides for station 9435380 at Newport.",
      },
    ],
  },
  {
    id: "resources-steelhead",
    title: "Steelhead",
    resources: [
      {
        label: "ODFW: Steelhead",
        href: "https://myodfw.com/fishing/species/steelhead",
        description: "Winter and summer runs, where to find them and techniques.",
      },
      {
        label: "NOAA Northwest River Forecast Center",
        href: "https://www.nwrfc.noaa.gov/rfc/",
        description: "River levels and forecasts for deciding when a river is fishable.",
      },
      {
        label: "ODFW: Regulations and updates",
        href: ODFW_REGULATIONS,
        description: "The sport fishing regulations and in-season changes.",
      },
    ],
  },
  {
    id: "resources-bass",
    title: "Bass",
    resources: [
      {
        label: "ODFW: Largemouth bass",
        href: "https://myodfw.com/fishing/species/largemouth-bass",
        description: "Habitat, seasons and water temperatures for warmwater fishing.",
      },
      {
        label: "ODFW: Bluegill and sunfish",
        href: "https://myodfw.com/fishing/species/bluegill-sunfish",
        description: "Other warmwater fish found in the same lakes and ponds.",
      },
      {
        label: "ODFW Recreation Report",
        href: ODFW_RECREATION_REPORT,
        description: "Warmwater fishing updates for lakes and reservoirs across the state.",
      },
    ],
  },
];
