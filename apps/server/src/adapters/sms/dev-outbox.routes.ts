import type { FastifyPluginAsync } from 'fastify';
import type { SmsOutboxTable } from '../../db/schema';
import { outboxRepository } from '../../db/repositories/outbox.repository';
import { devOutboxPage, sendDevHtml } from '../outbox/dev-outbox-page';
import { escapeHtml } from '../../http/escape-html';

const SHOWN = 50;

const STYLE = `
  table{border-collapse:collapse;width:100%}
  th,td{border-bottom:1px solid #ccc;padding:6px 8px;text-align:left;vertical-align:top}
  td.body{white-space:pre-wrap}
`;

function rowHtml(message: SmsOutboxTable): string {
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
export function devTextMessagesPage(messages: SmsOutboxTable[]): string {
  const rows = messages.length
    ? messages.map(rowHtml).join('\n')
    : '<tr><td colspan="5">No text messages yet.</td></tr>';
  return devOutboxPage({
    title: 'Text message outbox',
    noun: 'messages',
    shown: SHOWN,
    style: STYLE,
    body: `<table><thead><tr><th scope="col">Created (UTC)</th><th scope="col">To</th><th scope="col">Text</th>
<th scope="col">Status</th><th scope="col">Sent by</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
  });
}

/** GET /dev/outbox; registered only outside production (app.ts). */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await outboxRepository(app.db, 'sms_outbox').latest(SHOWN);
    return sendDevHtml(reply, devTextMessagesPage(messages));
  });
};
