import http from 'node:http';
import { recordedResponse } from '../lib/recorded-response';

// The baseline: node:http answering every request with the same bytes and headers as the app.
const { headers, payload } = recordedResponse();
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(payload);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
