import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { outboxRepository } from '../../db/repositories/outbox.repository';
import type { EmailOutboxTable, StoredAttachment } from '../../db/schema';
import { devOutboxPage, sendDevHtml } from '../outbox/dev-outbox-page';
import { escapeHtml } from '../../http/escape-html';

const SHOWN = 20;

const STYLE = `
  article{border-bottom:2px solid #ccc;padding:16px 0}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px}
  dt{font-weight:700}
  iframe{width:100%;height:480px;border:1px solid #ccc}
  pre{white-space:pre-wrap;background:#f4f4f4;padding:8px}
`;

function emailHtml(email: EmailOutboxTable): string {
  const attachments = JSON.parse(email.attachments_json) as StoredAttachment[];
  const facts: [string, string][] = [
    ['Created (UTC)', new Date(email.created_at).toISOString()],
    ['To', email.to_address],
    ['Subject', email.subject],
    ['Kind', email.kind],
    ['Status', `${email.status}${email.provider ? ` (${email.provider})` : ''}`],
    ['Attachments', attachments.map((file) => file.filename).join(', ') || 'none'],
  ];
  const id = encodeURIComponent(email.id);
  return `<article aria-labelledby="e-${escapeHtml(email.id)}">
<h2 id="e-${escapeHtml(email.id)}">${escapeHtml(email.subject)}</h2>
<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<p><a href="/dev/emails/${id}">Open the HTML part alone</a></p>
<iframe sandbox title="HTML part of ${escapeHtml(email.subject)}" srcdoc="${escapeHtml(email.html)}"></iframe>
<details><summary>Plain-text part</summary><pre>${escapeHtml(email.text)}</pre></details>
</article>`;
}

/** The page of the newest emails: what a developer reads instead of an inbox. */
export function devEmailsPage(emails: EmailOutboxTable[]): string {
  return devOutboxPage({
    title: 'Email outbox',
    noun: 'emails',
    shown: SHOWN,
    style: STYLE,
    body: emails.length ? emails.map(emailHtml).join('\n') : '<p>No emails yet.</p>',
  });
}

const idParams = z.object({ id: z.uuid() });

/** GET /dev/emails and /dev/emails/{id}; registered only outside production (app.ts). */
export const devEmailsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/emails', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await outboxRepository(app.db, 'email_outbox').latest(SHOWN);
    return sendDevHtml(reply, devEmailsPage(emails));
  });

  app.get('/emails/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    const email = parsed.success
      ? await outboxRepository(app.db, 'email_outbox').find(parsed.data.id)
      : undefined;
    if (!email) return reply.code(404).type('text/plain; charset=utf-8').send('No such email.');
    return sendDevHtml(reply, email.html);
  });
};
