import { InstallBanner } from "#app/components/layout/InstallBanner";

/** The install banner on a page served with islands: mounted by the page script when it is offered. */
export default function InstallBannerIsland() {
  return <InstallBanner />;
}
