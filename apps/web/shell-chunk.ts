import path from 'node:path';
import type { Plugin } from 'vite';

// Packages whose index imports every component: following their imports would take components that
// only some routes use into the shell. What the shell does use of them still comes into its chunk:
// Rolldown brings a grouped module's dependencies along.
const BARRELS = /node_modules[\\/](radix-ui|lucide-react)[\\/]/;

// A module of the app's own that at least this many lazily loaded parts (pages, layouts, lazy
// panels) import joins the shell, when it and what it imports outside the shell are our own
// code and at most SHARED_MAX_CODE characters of it (ADR 0029, 2026-11-28 amendment).
const SHARED_BY = 5;
const SHARED_MAX_CODE = 6000;
// The web app's source and the workspace packages' (@setspot/domain's texts and rules), no library.
export const OWN_SOURCE = /^(?!.*node_modules).*[\\/]src[\\/]/;

/**
 * The app shell (src/app/app.tsx and what it imports statically) is needed by every page, so it
 * ships as one chunk, `shell`, instead of the twenty-odd small ones the bundler would cut it into
 * where route chunks share a module with it (when this was written: 20 files became 5, and 80.1 KB
 * gzipped became 75.7 KB). Each file is one more request for the page's main thread to start, one
 * more <link> for Vite's loader to add and one more module to link, after the first paint, in the
 * tasks that keep a phone from answering a tap. Only modules that every page already
 * loads are grouped, so no page loads more than before.
 *
 * The modules the page entry (src/main.tsx) imports go to a small chunk of their own, `startup`
 * (otherwise Rolldown would bring them into the shell as its dependencies): the entry must not
 * wait for the shell, so that it can still say 'Unable to load application' when the shell fails
 * to load. ADR 0029.
 *
 * Small modules that many pages share (a label, a card, the number and date formats, the texts)
 * join the shell too. Left to the bundler, each set of pages sharing a module gets a chunk of its
 * own: the owner dashboard loaded 35 files besides the shell, most of them under 1 KB, and a phone
 * on HTTP/1.1 fetches six at a time, one round trip each. Every page then loads a few kilobytes it
 * may not use, in a file it loads anyway.
 */
export function appShellChunk(pageEntry: string, shellEntry: string) {
  // Made absolute against the web app's root once Vite knows it, whatever the working directory.
  const entries = { page: pageEntry, shell: shellEntry };
  const shellModules = new Set<string>();
  const startupModules = new Set<string>();
  const plugin: Plugin = {
    name: 'setspot:app-shell-chunk',
    apply: 'build',
    configResolved(config) {
      entries.page = path.resolve(config.root, pageEntry);
      entries.shell = path.resolve(config.root, shellEntry);
    },
    buildEnd() {
      const staticClosure = (entry: string) => {
        const found = new Set<string>();
        const pending = [entry];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          const info = found.has(id) || BARRELS.test(id) ? null : this.getModuleInfo(id);
          if (!info) continue;
          found.add(id);
          // Static imports only: the pages the shell loads later keep chunks of their own.
          pending.push(...info.importedIds);
        }
        return found;
      };
      const startup = staticClosure(entries.page);
      shellModules.clear();
      startupModules.clear();
      for (const id of staticClosure(entries.shell)) {
        if (id === entries.page || id === entries.shell) continue;
        (startup.has(id) ? startupModules : shellModules).add(id);
      }
      const inShell = (id: string) =>
        shellModules.has(id) || startupModules.has(id) || id === entries.page || id === entries.shell;
      const lazyParts = new Set(
        [...this.getModuleIds()].filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0),
      );
      // What a module brings along that the shell does not have yet, up to the next lazily loaded
      // part; a library is noted but not followed (one is enough to keep a module out of the shell).
      const outsideShell = (from: string) => {
        const found = new Set<string>();
        const pending = [from];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (found.has(id) || inShell(id) || (id !== from && lazyParts.has(id))) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          found.add(id);
          if (OWN_SOURCE.test(id)) pending.push(...info.importedIds);
        }
        return found;
      };
      const sharedBy = new Map<string, number>();
      for (const part of lazyParts) {
        for (const id of outsideShell(part)) if (id !== part) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
      }
      for (const [id, parts] of sharedBy) {
        if (parts < SHARED_BY || !OWN_SOURCE.test(id)) continue;
        const along = [...outsideShell(id)];
        const code = along.reduce((sum, each) => sum + (this.getModuleInfo(each)?.code?.length ?? 0), 0);
        if (code <= SHARED_MAX_CODE && along.every((each) => OWN_SOURCE.test(each))) {
          for (const each of along) shellModules.add(each);
        }
      }
      if (shellModules.size === 0) this.error(`Nothing found for the app shell from ${shellEntry}`);
    },
  };
  return {
    plugin,
    // The shell's own module stays the chunk that src/main.tsx imports (the build manifest names
    // it); the rest of the shell is grouped beside it.
    groups: [
      { name: 'startup', test: (id: string) => startupModules.has(id), priority: 2 },
      { name: 'shell', test: (id: string) => shellModules.has(id), priority: 1 },
    ],
  };
}
