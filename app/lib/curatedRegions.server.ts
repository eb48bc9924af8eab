// The curated states and their regions for the loaders and actions of the pages whose forms offer
// them (core/curatedRegions.ts): the profiles stay on the server, the list travels with the page.
export { CURATED_REGIONS as curatedRegions } from "#core/curatedStates";
