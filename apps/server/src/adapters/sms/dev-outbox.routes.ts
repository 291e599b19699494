import type { FastifyPluginAsync } from 'fastify';
import {
  smsOutboxRepository,
  type SmsOutboxRow,
} from '../../db/repositories/sms-outbox.repository';
import { escapeHtml } from '../payments/sandbox/sandbox-card-entry.page';

const SHOWN = 50;

const STYLE = `
  body{margin:0;padding:16px;font:16px/1.4 system-ui,sans-serif;color:#1f1f1f}
  table{border-collapse:collapse;width:100%}
  th,td{border-bottom:1px solid #ccc;padding:6px 8px;text-align:left;vertical-align:top}
  td.body{white-space:pre-wrap}
`;

function rowHtml(message: SmsOutboxRow): string {
  const cells = [
    new Date(message.created_at).toISOString(),
    message.to_number,
    message.body,
    message.status,
    message.provider ?? '',
  ].map((text, index) => `<td${index === 2 ? ' class="body"' : ''}>${escapeHtml(text)}</td>`);
  return `<tr>${cells.join('')}</tr>`;
}

/** The page of the newest text messages: what a developer reads instead of a phone. */
export function devOutboxPage(messages: SmsOutboxRow[]): string {
  const rows = messages.length
    ? messages.map(rowHtml).join('\n')
    : '<tr><td colspan="5">No text messages yet.</td></tr>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Text message outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><main><h1>Text message outbox (development only)</h1>
<p>The ${SHOWN} newest messages, newest first. Reload to see new ones.</p>
<table><thead><tr><th scope="col">Created (UTC)</th><th scope="col">To</th><th scope="col">Text</th>
<th scope="col">Status</th><th scope="col">Sent by</th></tr></thead>
<tbody>
${rows}
</tbody></table></main></body></html>`;
}

/** GET /dev/outbox; registered only outside production (app.ts). */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await smsOutboxRepository(app.db).latest(SHOWN);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(devOutboxPage(messages));
  });
};
