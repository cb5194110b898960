// What a request's log line says of it: Fastify's usual fields, with the values of query
// parameters that carry secrets masked. A link mailed to a person (a child account's invitation,
// `/verify?invite=…`) is a credential: the access log of every request must not hold it (issue 21,
// ASVS 16.2.5). Headers are not logged at all (server/main.ts redacts them besides).
import type { FastifyRequest } from 'fastify';

const secretParams = /^(?:invite|token|code|password|pwd|secret|key|signature)$/i;

/** `url` with the value of every secret-carrying query parameter replaced by `***`. */
export function maskedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const raw = pair.slice(0, eq);
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is matched as sent.
      }
      return secretParams.test(name.trim()) ? `${raw}=***` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/** The `req` serializer of the app's logger. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
