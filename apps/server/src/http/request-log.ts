import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/** Query parameters that carry a secret: card-entry client tokens, provider access tokens, codes. */
const SECRET_QUERY_PARAMS = /^(clienttoken|accesstoken|token|code|password|key)$/i;
/** Path segments that carry a secret: the client token of `/transaction/tokenize/{providerId}/{clientToken}`. */
const SECRET_PATH = /(\/transaction\/tokenize\/[^/?#]+\/)[^/?#]+/i;

/** The URL as it may be logged: secrets in the path or the query replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = splitOnce(url, '?');
  const path = pathPart.replace(SECRET_PATH, `$1${REDACTED}`);
  if (query === undefined) return path;
  const params = query.split('&').map((pair) => {
    const [name = ''] = splitOnce(pair, '=');
    return SECRET_QUERY_PARAMS.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
  });
  return `${path}?${params.join('&')}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A logged request: these fields and no others (never its headers, so no cookie or subscription
 * key; never its body, so no card), with the URL redacted.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A logged response: its status and nothing else (never its headers, so no Set-Cookie). */
export function serializeResponse(reply: { statusCode: number }) {
  return { statusCode: reply.statusCode };
}
