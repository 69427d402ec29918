import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// nginx from Debian's package as an unprivileged foreground process with its own prefix and config in
// a temporary folder: the load balancer of the scale-out test. The configuration is the one
// docs/deploy.md recommends, with loopback addresses.

export type NginxOptions = {
  port: number;
  upstreamPorts: number[];
  /** Paths of realtime streams (server-sent events): unbuffered, long read timeout. */
  streamPaths?: string[];
};

export function nginxConfig(options: NginxOptions, dir: string): string {
  // max_fails=0: a refused connection is retried on the other server at once and never takes a
  // server out of rotation, so an instance that restarts is used again the moment it listens.
  const servers = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  const streams = (options.streamPaths ?? [])
    .map(
      (streamPath) => `
    location = ${streamPath} {
      proxy_pass http://setspot;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }`,
    )
    .join('\n');
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 50m;

  map $http_x_request_id $setspot_request_id {
    default $http_x_request_id;
    "" $request_id;
  }

  upstream setspot {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${options.port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $setspot_request_id;
    # A draining or stopped instance: retry elsewhere. nginx never re-sends a POST it already sent.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
${streams}
    location / {
      proxy_pass http://setspot;
    }
  }
}
`;
}

export async function startNginx(options: NginxOptions, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(options, dir));
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // QUIT: graceful, as an operator would.
        child.kill('SIGQUIT');
      }),
  };
}
