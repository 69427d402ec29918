import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page-routes';
import { appRoutes } from './router';

const webRoot = path.resolve(import.meta.dirname, '../..');

/** Every page path of the router: a route with a path or an index route, whatever nests it. */
function routerPaths(routes: RouteObject[], parent = '/'): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? [parent] : route.path ? [route.path] : [];
    return [...own, ...routerPaths(route.children ?? [], route.path ?? parent)];
  });
}

/** What a route's lazy() puts on it: the component the router draws. */
async function componentOf(route: RouteObject): Promise<unknown> {
  if (typeof route.lazy !== 'function') return route.Component;
  return (await route.lazy()).Component;
}

describe('the route manifest', () => {
  it('names every page of the router, and no other', () => {
    expect(new Set(pageRoutes.map((route) => route.path))).toEqual(new Set(routerPaths(appRoutes)));
  });

  it("names the module the router loads for each page, and the page's layout", async () => {
    for (const page of pageRoutes) {
      const example = page.path === '*' ? '/no/such/page' : page.path.replace(/:\w+/g, 'x');
      const matches = matchRoutes(appRoutes, example) ?? [];
      const leaf = matches.at(-1)?.route;
      if (!leaf) throw new Error(`The router has no page for ${page.path}`);
      const module: Record<string, unknown> = await import(path.join(webRoot, page.module));
      expect(Object.values(module), page.path).toContain(await componentOf(leaf));
      if (page.layout) {
        const layout: Record<string, unknown> = await import(path.join(webRoot, page.layout));
        const drawn = await Promise.all(matches.slice(0, -1).map(({ route }) => componentOf(route)));
        expect(
          drawn.some((component) => Object.values(layout).includes(component)),
          page.path,
        ).toBe(true);
      }
    }
  });
});
