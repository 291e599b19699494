// `npm run cluster`: the scale-out shape on one machine. A throwaway PostgreSQL 15 cluster,
// three built servers on it and HAProxy (Debian's package) in front; prints the URL. A server
// that dies is started again, as a process supervisor would. Ctrl-C stops everything.
// Settings: CLUSTER_PORT (3000), CLUSTER_SERVERS (3).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import { ensureBuilds } from './ensure-builds.mjs';

const port = Number(process.env.CLUSTER_PORT ?? 3000);
const count = Number(process.env.CLUSTER_SERVERS ?? 3);
const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((file) =>
  fs.existsSync(file),
);
if (!haproxy) {
  console.error('HAProxy is not installed: apt-get install -y haproxy (Debian)');
  process.exit(1);
}

const bundle = ensureBuilds();
const postgres = await startPostgresCluster();
const admin = new pg.Client({ connectionString: postgres.adminUrl });
await admin.connect();
await admin.query('create database catering');
await admin.end();
const databaseUrl = postgres.adminUrl.replace(/\/postgres$/, '/catering');

let stopping = false;
const servers = [];
function startServer(index) {
  const server = servers[index];
  server.child = spawn(process.execPath, ['--max-semi-space-size=2', bundle], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(server.port),
      // Behind one proxy hop: rate limits count the client's address, not HAProxy's.
      TRUST_PROXY: '1',
      // The load balancer sees a draining server's 503 before its listener closes.
      SHUTDOWN_DELAY_SECONDS: '2',
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`server ${index + 1}: pid ${server.child.pid}, port ${server.port}`);
  server.child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`server ${index + 1} exited (${signal ?? code}); starting it again`);
    setTimeout(() => startServer(index), 500);
  });
}
async function waitForHealth(origin) {
  for (let tries = 0; tries < 600; tries += 1) {
    const ok = await fetch(`${origin}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

for (let index = 0; index < count; index += 1) servers.push({ port: await freePort() });
// The first server migrates and seeds the demo data alone; the others find both done.
startServer(0);
await waitForHealth(`http://127.0.0.1:${servers[0].port}`);
for (let index = 1; index < count; index += 1) startServer(index);
for (const server of servers) await waitForHealth(`http://127.0.0.1:${server.port}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catering-haproxy-'));
const configFile = path.join(dir, 'haproxy.cfg');
fs.writeFileSync(
  configFile,
  [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A connection the server refused never reached it: safe to send elsewhere, even a submit.
    '  retries 3',
    '  retry-on conn-failure',
    '  option redispatch',
    'frontend catering',
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /api/v1/health',
    '  http-check expect status 200',
    ...servers.map(
      (server, index) =>
        `  server s${index + 1} 127.0.0.1:${server.port} check inter 1s fall 1 rise 2`,
    ),
    '',
  ].join('\n'),
);
const balancer = spawn(haproxy, ['-f', configFile, '-db'], { stdio: 'inherit' });
balancer.on('exit', (code) => {
  if (!stopping) {
    console.error(`HAProxy exited (${code})`);
    stop(1);
  }
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  balancer.kill('SIGTERM');
  const exits = servers.map(
    ({ child }) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
  void Promise.race([
    Promise.all(exits),
    new Promise((resolve) => setTimeout(resolve, 15_000)),
  ]).then(() => {
    postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  });
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

// Ready when HAProxy answers health through a server.
if (!(await waitForHealth(`http://127.0.0.1:${port}`))) {
  console.error('the cluster did not become ready');
  stop(1);
}
console.log(`database: ${databaseUrl}`);
console.log(
  `Catering cluster ready on http://localhost:${port} (${count} servers, PostgreSQL, HAProxy); Ctrl-C stops it`,
);
