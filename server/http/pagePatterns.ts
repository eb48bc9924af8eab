import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * The route pattern a page URL matches ("/locations/:id"), from the build's own route table:
 * a bounded name for logs and metrics where the raw URL would be endless.
 */
export function pagePatterns(build: ServerBuild): (pathname: string) => string {
  const routes = Object.values(build.routes).filter((r): r is ManifestRoute => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((r) => r.parentId === parentId)
      .map((r) =>
        r.index
          ? { id: r.id, index: true, path: r.path }
          : { id: r.id, path: r.path, children: childrenOf(r.id) },
      );
  const tree = childrenOf(undefined);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname) ?? [];
    const segments = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    return `/${segments.join("/")}`.replace(/\/+/g, "/");
  };
}
