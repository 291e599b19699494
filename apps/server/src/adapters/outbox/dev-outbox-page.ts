import type { FastifyReply } from 'fastify';

const BASE_STYLE = 'body{margin:0;padding:16px;font:16px/1.4 system-ui,sans-serif;color:#1f1f1f}';

/** A development page of an outbox's newest messages (text messages, emails), newest first. */
export function devOutboxPage(page: {
  title: string;
  /** What the page lists, plural ("messages", "emails"). */
  noun: string;
  shown: number;
  style: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${page.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${BASE_STYLE}${page.style}</style></head>
<body><main><h1>${page.title} (development only)</h1>
<p>The ${page.shown} newest ${page.noun}, newest first. Reload to see new ones.</p>
${page.body}
</main></body></html>`;
}

/** Answers with a development page: HTML, never cached (it changes with every message). */
export function sendDevHtml(reply: FastifyReply, html: string) {
  reply.header('cache-control', 'no-store');
  return reply.type('text/html; charset=utf-8').send(html);
}
