import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * What a JSON body may be before the server parses it. Every form in the product nests a few levels
 * and carries at most a few hundred values; these bounds leave ample room for that and none for a
 * body built to exhaust memory (an 840 KB array of zeros) or to tie up the event loop (a body
 * nested a hundred thousand levels deep): both cost one linear scan of text already in hand.
 */
export const jsonBodyBounds = { maxDepth: 32, maxValues: 10_000 } as const;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

export type JsonShape = { depth: number; values: number };

/**
 * The deepest nesting of a JSON text and how many values it lists (one more than its commas),
 * counted from brackets and commas outside strings without building anything. It stops as soon as
 * a bound is passed. Malformed text is left to JSON.parse to refuse.
 */
export function measureJson(text: string, bounds: { maxDepth: number; maxValues: number } = jsonBodyBounds): JsonShape {
  let depth = 0;
  let deepest = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > bounds.maxDepth) break;
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COMMA) {
      values++;
      if (values > bounds.maxValues) break;
    }
  }
  return { depth: deepest, values };
}

export const TOO_DEEP = 'The request is nested too deeply.';
export const TOO_MANY_VALUES = 'The request holds too many values.';

/**
 * Replaces Fastify's JSON parser with the same parser (prototype poisoning refused) behind the
 * bounds above. Fastify reads the body as a string under the route's bodyLimit first, so the scan
 * never sees more than that.
 */
export function registerJsonBodyBounds(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const shape = measureJson(text);
    if (shape.depth > jsonBodyBounds.maxDepth) return done(new AppError('VALIDATION_FAILED', TOO_DEEP), undefined);
    if (shape.values > jsonBodyBounds.maxValues) return done(new AppError('REQUEST_TOO_LARGE', TOO_MANY_VALUES), undefined);
    parse(request, text, done);
  });
}
