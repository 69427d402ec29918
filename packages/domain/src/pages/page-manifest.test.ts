import { describe, expect, it } from 'vitest';
import { matchPageRoute, type PageRoute } from './page-manifest';

const route = (path: string): PageRoute => ({
  path,
  drawn: false,
  index: true,
  signedIn: false,
  data: [],
  chunks: [],
});
const routes = [route('/'), route('/search'), route('/location/:id'), route('*')];

describe('matchPageRoute', () => {
  it('matches a path, with or without its trailing slash, and names its parameters', () => {
    expect(matchPageRoute(routes, '/')?.route.path).toBe('/');
    expect(matchPageRoute(routes, '/search/')?.route.path).toBe('/search');
    expect(matchPageRoute(routes, '/location/a%20b')).toEqual({
      route: routes[2],
      params: { id: 'a b' },
    });
  });

  it('gives an unknown path, or a parameter left empty, the not-found route', () => {
    for (const path of ['/nowhere', '/location/', '/location/1/more', '/search/x'])
      expect(matchPageRoute(routes, path)?.route.path, path).toBe('*');
    expect(matchPageRoute(routes.slice(0, 3), '/nowhere')).toBeNull();
  });

  it('matches a splat route at its prefix and below, and nothing beside it', () => {
    const withBoards = [route('/boards/*'), route('*')];
    for (const path of ['/boards', '/boards/', '/boards/b1', '/boards/shared/t0k3n'])
      expect(matchPageRoute(withBoards, path)?.route.path, path).toBe('/boards/*');
    expect(matchPageRoute(withBoards, '/boardsx')?.route.path).toBe('*');
  });
});
