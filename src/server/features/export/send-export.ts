import type { FastifyReply } from 'fastify';
import type { OpenedExport } from './open-export';

// Each export walks a whole table: a few a minute is plenty for a person and bounds a runaway script.
export const EXPORT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Streams an opened export as a dated attachment nobody caches. */
export function sendExport(reply: FastifyReply, opened: OpenedExport): FastifyReply {
  return reply
    .headers({
      'content-type': opened.contentType,
      'content-disposition': `attachment; filename="${opened.filename}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(opened.stream);
}
