// Loaded into the server with `--import` by the order bench's BENCH_REQUEST_CPU=1: the process's
// CPU from each request's arrival to its response's finish, by method and path (ids as :id, tokens as :token), and
// what ran between requests (background work, parsing the next request). Exact only when requests
// come one at a time. Written as JSON to BENCH_REQUEST_CPU_FILE when the server is told to stop.
import fs from 'node:fs';
import http from 'node:http';
import process from 'node:process';

const file = process.env.BENCH_REQUEST_CPU_FILE;
const BETWEEN = '(between requests)';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
// A client token in a path (card entry) is neither a call's name nor something to print.
const TOKEN = /\/[A-Za-z0-9_-]{20,}(?=\/|$)/g;
const totals = new Map();
let last = process.cpuUsage();

function charge(label, request) {
  const used = process.cpuUsage(last);
  last = process.cpuUsage();
  const total = totals.get(label) ?? { requests: 0, cpuMicros: 0 };
  total.cpuMicros += used.user + used.system;
  if (request) total.requests += 1;
  totals.set(label, total);
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, response, ...rest) {
  if (event === 'request') {
    charge(BETWEEN, false);
    const label = `${request.method} ${request.url.split('?')[0].replace(UUID, ':id').replace(TOKEN, '/:token')}`;
    response.once('finish', () => charge(label, true));
  }
  return emit.call(this, event, request, response, ...rest);
};

process.once('SIGTERM', () => {
  charge(BETWEEN, false);
  if (file) fs.writeFileSync(file, JSON.stringify(Object.fromEntries(totals)));
});
