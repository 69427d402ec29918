import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints.ts';

const HINT = '//# allFunctionsCalledOnLoad\n';
const MAP_DEPS = 'const __vite__mapDeps=(i)=>i;\n';

type FakeChunk = {
  type: 'chunk' | 'asset';
  name: string;
  isEntry: boolean;
  code?: string;
  modules: Record<string, { renderedLength: number }>;
};

const chunk = (name: string, modules: Record<string, number>, isEntry = false): FakeChunk => ({
  type: 'chunk',
  name,
  isEntry,
  code: `${MAP_DEPS}export const x = 1;\n`,
  modules: Object.fromEntries(
    Object.entries(modules).map(([id, length]) => [id, { renderedLength: length }]),
  ),
});

/** Runs the plugin's generateBundle over a bundle as Vite hands it over, after its own preload table. */
function hinted(bundle: Record<string, FakeChunk>): string[] {
  const hook = compileHints().generateBundle as {
    order: string;
    handler: (options: unknown, bundle: Record<string, FakeChunk>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler({}, bundle);
  return Object.entries(bundle)
    .filter(([, output]) => output.code?.startsWith(HINT))
    .map(([file]) => file);
}

describe('compile hints', () => {
  it('marks the entry, the shell and startup chunks and chunks mostly of the app’s own code', () => {
    const bundle = {
      'index.js': chunk('index', { '/app/apps/web/src/main.tsx': 100 }, true),
      'shell.js': chunk('shell', {
        '/app/node_modules/react-dom/cjs/react-dom-client.production.js': 9000,
        '/app/apps/web/src/app/app.tsx': 100,
      }),
      'startup.js': chunk('startup', { '/app/node_modules/react/index.js': 300 }),
      'owner-dashboard.js': chunk('owner-dashboard', {
        '/app/apps/web/src/features/owner-dashboard/components/owner-dashboard-page.tsx': 700,
        '/app/packages/domain/src/money/format.ts': 100,
        '/app/node_modules/lucide-react/dist/esm/icons/house.js': 300,
      }),
      'maplibre-gl.js': chunk('maplibre-gl', {
        '/app/node_modules/maplibre-gl/dist/maplibre-gl.js': 100_000,
        '/app/apps/web/src/features/search/components/map.tsx': 2_000,
      }),
      'style.css': { type: 'asset', name: 'style', isEntry: false, modules: {} } as FakeChunk,
    };
    expect(hinted(bundle).sort()).toEqual(['index.js', 'owner-dashboard.js', 'shell.js', 'startup.js']);
  });

  it('puts the hint on the very first line, above Vite’s preload table, where V8 reads it', () => {
    const bundle = { 'shell.js': chunk('shell', { '/app/apps/web/src/app/app.tsx': 100 }) };
    hinted(bundle);
    expect(bundle['shell.js'].code).toBe(`${HINT}${MAP_DEPS}export const x = 1;\n`);
  });
});
