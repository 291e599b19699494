import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  emailOutboxRepository,
  type EmailOutboxRow,
} from '../../db/repositories/email-outbox.repository';
import type { StoredAttachment } from '../../db/schema';
import { escapeHtml } from '../payments/sandbox/sandbox-card-entry.page';

const SHOWN = 20;

const STYLE = `
  body{margin:0;padding:16px;font:16px/1.4 system-ui,sans-serif;color:#1f1f1f}
  article{border-bottom:2px solid #ccc;padding:16px 0}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 8px}
  dt{font-weight:700}
  iframe{width:100%;height:480px;border:1px solid #ccc}
  pre{white-space:pre-wrap;background:#f4f4f4;padding:8px}
`;

function emailHtml(email: EmailOutboxRow): string {
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
export function devEmailsPage(emails: EmailOutboxRow[]): string {
  const body = emails.length ? emails.map(emailHtml).join('\n') : '<p>No emails yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Email outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><main><h1>Email outbox (development only)</h1>
<p>The ${SHOWN} newest emails, newest first. Reload to see new ones.</p>
${body}
</main></body></html>`;
}

const idParams = z.object({ id: z.uuid() });

/** GET /dev/emails and /dev/emails/{id}; registered only outside production (app.ts). */
export const devEmailsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/emails', { schema: { hide: true } }, async (_request, reply) => {
    const emails = await emailOutboxRepository(app.db).latest(SHOWN);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(devEmailsPage(emails));
  });

  app.get('/emails/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    const email = parsed.success
      ? await emailOutboxRepository(app.db).find(parsed.data.id)
      : undefined;
    if (!email) return reply.code(404).type('text/plain; charset=utf-8').send('No such email.');
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(email.html);
  });
};
