import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type PageModule<K extends string> = Record<K, ComponentType>;

/**
 * A route whose page code is fetched the first time someone opens it (route-level code splitting).
 * `name` is the page's named export.
 */
export function lazyRoute<K extends string>(
  path: string | undefined,
  load: () => Promise<PageModule<K>>,
  name: K,
): RouteObject {
  const lazy = lazyComponent(load, name);
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** A path-less layout route whose component is fetched the first time one of its children opens. */
export function lazyLayout<K extends string>(
  load: () => Promise<PageModule<K>>,
  name: K,
  children: RouteObject[],
): RouteObject {
  return { lazy: lazyComponent(load, name), children };
}

function lazyComponent<K extends string>(load: () => Promise<PageModule<K>>, name: K) {
  return async () => {
    const module: PageModule<K> | undefined = await load();
    // undefined: the chunk failed and the vite:preloadError handler is reloading; wait for it.
    if (module === undefined) return new Promise<never>(() => {});
    return { Component: module[name] };
  };
}

/**
 * Loads the page code of the routes that match `location` and puts it on the routes, so the router's
 * first render draws the page at once (as the server did) instead of a fallback while code loads.
 */
export async function resolveLazyMatches(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
