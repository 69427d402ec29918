import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Files kept on local disk (the default storage) are served from /uploads. */
export async function registerUploads(app: FastifyInstance, dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '1h',
  });
}
