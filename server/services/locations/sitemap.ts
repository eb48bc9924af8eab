import { and, asc, gt, lte, sql } from "drizzle-orm";
import { sortFishTypeValues } from "#core/fishTypeList";
import { type Database, selectRows } from "#server/db/client.server";
import { fishingLocations, offeredFishTypes } from "#server/db/schema";

// docs/product.md "Crawler files" and decision 020: /sitemap.xml is an index of sitemap files, as
// sitemaps.org allows at most 50,000 URLs in one. Location file n holds the ids of one fixed range,
// ((n - 1) * 50,000, n * 50,000], so each file is one range read of the primary key, whatever else
// changes; a range with gaps simply holds fewer.

/** sitemaps.org: "no more than 50,000 URLs". */
export const SITEMAP_URLS_PER_FILE = 50_000;

/** The numbers (from 1) of the location files that hold at least one location. */
export async function listSitemapLocationFiles(db: Database): Promise<number[]> {
  // A loose index scan: one primary-key lookup per file, not a pass over every id.
  const rows = await selectRows<{ file: number }>(
    db,
    sql`
      with recursive files (file) as (
        select (select (min(id) - 1) / ${SITEMAP_URLS_PER_FILE} + 1 from ${fishingLocations})
        union all
        select (select (min(id) - 1) / ${SITEMAP_URLS_PER_FILE} + 1 from ${fishingLocations}
                where id > files.file * ${SITEMAP_URLS_PER_FILE})
        from files where files.file is not null
      )
      select file::int as file from files where file is not null`,
  );
  return rows.map((row) => Number(row.file));
}

/** The ids of location file `file`, in order (at most SITEMAP_URLS_PER_FILE). */
export async function findSitemapLocationIds(db: Database, { file }: { file: number }): Promise<number[]> {
  const rows = await db
    .select({ id: fishingLocations.id })
    .from(fishingLocations)
    .where(
      and(
        gt(fishingLocations.id, (file - 1) * SITEMAP_URLS_PER_FILE),
        lte(fishingLocations.id, file * SITEMAP_URLS_PER_FILE),
      ),
    )
    .orderBy(asc(fishingLocations.id));
  return rows.map((row) => row.id);
}

/**
 * The fish types each state's spots offer (state names in lower case), for the pages sitemap's
 * species pages of each state: read from the kept list, not the spots' arrays.
 */
export async function listFishTypesByState(db: Database): Promise<Map<string, string[]>> {
  const rows = await selectRows<{ state: string; fish: string[] }>(
    db,
    sql`select ${offeredFishTypes.state} as state, array_agg(${offeredFishTypes.value}) as fish
        from ${offeredFishTypes} group by 1`,
  );
  return new Map(rows.map((row) => [row.state, sortFishTypeValues(row.fish)]));
}
