import type { MetaDescriptor } from "react-router";
import { cutDescription, SITE_NAME } from "#core/seo";

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** PUBLIC_URL from the root loader: the absolute base for canonical and social URLs. */
export function publicUrlFrom(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.data as
    | { publicConfig?: { publicUrl?: string } }
    | undefined;
  return root?.publicConfig?.publicUrl ?? "";
}

export type PageMetaOptions = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/tide-info". */
  path: string;
  matches: Matches;
  /** JSON-LD objects (schema.org), each becomes one script tag. */
  jsonLd?: object[];
  type?: "website" | "article" | "place";
  noindex?: boolean;
};

/**
 * Every page's metadata (docs/product.md "Page metadata"): title, description, canonical URL, Open Graph
 * and Twitter tags (description cut at 200 characters) and JSON-LD.
 */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const base = publicUrlFrom(options.matches);
  const url = `${base}${options.path}`;
  const social = cutDescription(options.description);
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: options.type === "place" ? "place" : (options.type ?? "website") },
    { property: "og:title", content: options.title },
    { property: "og:description", content: social },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: options.title },
    { name: "twitter:description", content: social },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const item of options.jsonLd ?? []) tags.push({ "script:ld+json": item });
  return tags;
}

/** schema.org BreadcrumbList from Home to the page. */
export function breadcrumbs(matches: Matches, trail: { name: string; path: string }[]): object {
  const base = publicUrlFrom(matches);
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${base}${item.path}`,
    })),
  };
}

/** A page reached by a private link (an e-mail's): a title, and kept out of every index. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}
