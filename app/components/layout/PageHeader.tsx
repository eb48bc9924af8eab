import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export type Crumb = { name: string; path: string };

/**
 * The title band of an inner page with its visible breadcrumb trail. The same trail feeds
 * the BreadcrumbList JSON-LD (lib/seo breadcrumbs), so what people and search engines see agree.
 */
export function PageHeader({
  trail,
  title,
  lead,
  children,
}: {
  trail: readonly Crumb[];
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const items: Crumb[] = [{ name: "Home", path: "/" }, ...trail];
  return (
    <div className="bg-gradient-to-br from-hero-from to-hero-to text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-white/85">
            {items.map((item, index) => {
              const last = index === items.length - 1;
              return (
                <li key={item.path} className="flex items-center gap-1">
                  {index > 0 && <ChevronRight className="size-3.5" aria-hidden />}
                  {last ? (
                    <span aria-current="page" className="font-medium text-white">
                      {item.name}
                    </span>
                  ) : (
                    <Link
                      to={item.path}
                      className="underline-offset-4 hover:text-white hover:underline focus-visible:outline-white"
                    >
                      {item.name}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-3xl text-base text-white/90 md:text-lg">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
