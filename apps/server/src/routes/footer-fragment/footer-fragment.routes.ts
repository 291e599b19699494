import path from 'node:path/posix';
import type { FastifyPluginAsync } from 'fastify';
import { FOOTER_FRAGMENT_PATH } from '@catering/domain';
import {
  FOOTER_FRAGMENT_CSS,
  FOOTER_FRAGMENT_HTML,
  FOOTER_LOGO_SVG,
} from './footer-fragment.content';

const folder = path.dirname(FOOTER_FRAGMENT_PATH);

const files = [
  [FOOTER_FRAGMENT_PATH, 'text/html; charset=utf-8', FOOTER_FRAGMENT_HTML],
  [`${folder}/catering.css`, 'text/css; charset=utf-8', FOOTER_FRAGMENT_CSS],
  [`${folder}/logo-mark.svg`, 'image/svg+xml', FOOTER_LOGO_SVG],
] as const;

/**
 * The footer fragment of the marketing site (API-FOOTER-1), served by the ordering service so
 * that the default marketing origin, the app's own, shows a footer. A real marketing host
 * replaces it through the web app's marketing origin setting.
 */
export const footerFragmentRoutes: FastifyPluginAsync = async (app) => {
  for (const [url, type, body] of files) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=300').send(body),
    );
  }
};
