import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, type PageManifest } from '@setspot/domain/pages/page-manifest';
import { PAGE_RENDERER_FILE } from '@setspot/domain/pages/page-renderer';
import type { FastifyInstance } from 'fastify';
import type { MailTransport } from '../adapters/mail/mail-transport.ts';
import type { PaymentProvider } from '../adapters/payments/payment-provider.ts';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { buildApp } from '../app.ts';
import type { AppDeps, Clock } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Lifecycle } from '../modules/health/lifecycle.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  /** What the routes were given: services can be called with it directly. */
  deps: AppDeps;
  database: Database;
  /** Readiness: tests start draining as SIGTERM would. */
  lifecycle: Lifecycle;
  dataDir: string;
  close: () => Promise<void>;
};

/** A whole SetSpot server on its own database and data folder, for integration tests. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    /** A stand-in for the built web app: its index.html, served from the test's own folder. */
    webIndexHtml?: string;
    /** With webIndexHtml: the route manifest the web build writes beside it (dist/.vite/pages.json). */
    webPageManifest?: PageManifest;
    /** With webIndexHtml: the first-paint renderer's source (dist-ssr/render-page.js beside dist). */
    webPageRenderer?: string;
    wrapPaymentProvider?: (payments: PaymentProvider) => PaymentProvider;
    clock?: Clock;
    /** A second server on the database of another test app (two instances, one database). */
    database?: Database;
    mailTransport?: MailTransport;
    wrapFileStorage?: (storage: FileStorage) => FileStorage;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setspot-test-'));
  const webDist = path.join(dataDir, 'web');
  if (options.webIndexHtml !== undefined) {
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, 'index.html'), options.webIndexHtml);
    if (options.webPageManifest) {
      fs.mkdirSync(path.join(webDist, path.dirname(PAGE_MANIFEST_FILE)), { recursive: true });
      fs.writeFileSync(path.join(webDist, PAGE_MANIFEST_FILE), JSON.stringify(options.webPageManifest));
    }
    if (options.webPageRenderer !== undefined) {
      fs.mkdirSync(path.join(dataDir, 'dist-ssr'));
      fs.writeFileSync(path.join(dataDir, 'dist-ssr', PAGE_RENDERER_FILE), options.webPageRenderer);
    }
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // Tests act as a few users making many writes; the limits have tests of their own.
    WRITE_RATE_LIMIT_PER_USER: '100000',
    WRITE_RATE_LIMIT_PER_IP: '100000',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const { app, deps, lifecycle } = await buildApp({
    config,
    database,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.wrapFileStorage ? { wrapFileStorage: options.wrapFileStorage } : {}),
    ...(options.wrapPaymentProvider ? { wrapPaymentProvider: options.wrapPaymentProvider } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  // As a load balancer would (GET /api/ready): tests start once the search index and cards are in.
  await lifecycle.warmedUp();
  return {
    app,
    deps,
    database,
    lifecycle,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const jsonHeaders = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
