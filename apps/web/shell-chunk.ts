import path from 'node:path';
import type { Plugin } from 'vite';

// Packages whose index imports every component: following their imports would take components that
// only some routes use into the shell. What the shell does use of them still comes into its chunk:
// Rolldown brings a grouped module's dependencies along.
const BARRELS = /node_modules[\\/](radix-ui|lucide-react)[\\/]/;

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
