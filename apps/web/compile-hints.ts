import type { Plugin } from 'vite';
import { OWN_SOURCE } from './shell-chunk.ts';

// V8's explicit compile hint (Chrome 136 and later; other engines read a comment). It counts only as
// the file's very first line.
const HINT = '//# allFunctionsCalledOnLoad\n';
// Chunks every page runs as it starts (shell-chunk.ts names them).
const STARTING_CHUNKS = new Set(['shell', 'startup']);

/**
 * Marks the JavaScript a page runs as it loads for eager compilation (docs/decisions/0053). Chromium
 * otherwise compiles each function on the main thread the first time it is called: on the owner
 * dashboard that was 110 to 130 ms of main-thread compiling at a 4x slower CPU, much of it inside
 * the one task that evaluates the shell, which Lighthouse counts as blocking. Marked files are
 * compiled whole on a background thread while they stream in.
 *
 * Marked: the entry, the shell and startup chunks, and chunks that are mostly the app's own code
 * (pages, layouts, their parts), whose functions mostly run when they load. Libraries loaded
 * for one feature (the map, charts, forms) stay lazy: only part of them runs at once, and compiling
 * the rest would cost a phone's second core for nothing.
 *
 * Runs after Vite's own generateBundle, which puts its preload table at the top of a chunk.
 */
export function compileHints(): Plugin {
  return {
    name: 'setspot:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !runsAsItLoads(chunk)) continue;
          chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}

type RenderedChunk = {
  name: string;
  isEntry: boolean;
  modules: Record<string, { renderedLength: number }>;
};

function runsAsItLoads(chunk: RenderedChunk): boolean {
  if (chunk.isEntry || STARTING_CHUNKS.has(chunk.name)) return true;
  let own = 0;
  let all = 0;
  for (const [id, module] of Object.entries(chunk.modules)) {
    all += module.renderedLength;
    if (OWN_SOURCE.test(id)) own += module.renderedLength;
  }
  return all > 0 && own * 2 >= all;
}
