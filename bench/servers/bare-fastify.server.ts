import Fastify from 'fastify';
import { recordedResponse } from '../lib/recorded-response';

// The framework's own share: Fastify with no plugin and no hook, answering every GET with the
// same bytes and headers as the app (between the bare node:http server and the ordering service).
const { headers, payload } = recordedResponse();
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.headers(headers).send(payload));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
