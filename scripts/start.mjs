// `npm start`: build the web app and the server when missing or stale, then run the built server
// in this very process (one process, no TypeScript at run time): it migrates, seeds demo data
// into an empty database and serves the app on PORT (3000).
import { pathToFileURL } from 'node:url';
import { ensureBuilds } from './ensure-builds.mjs';

await import(pathToFileURL(ensureBuilds()).href);
