import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { Sentence } from '../texts/error-texts';

// PostgreSQL text and jsonb cannot hold U+0000: a query carrying one fails with a server error
// wherever the value lands. No form ever needs it, so requests carrying one are refused up front.
const NUL = '\u0000';

type Path = (string | number)[];

/** A container being walked: where it sits in its parent, and how far through it the walk is. */
type Frame = {
  value: Record<string, unknown> | unknown[];
  keys: string[] | null;
  index: number;
  key: string | number | null;
  parent: Frame | null;
};

function frameOf(value: object, key: string | number | null, parent: Frame | null): Frame {
  const keys = Array.isArray(value) ? null : Object.keys(value);
  return { value: value as Frame['value'], keys, index: 0, key, parent };
}

/** Where a NUL character sits in a parsed request part (in a value or a key), or null. */
export function findNulCharacter(data: unknown): Path | null {
  if (typeof data === 'string') return data.includes(NUL) ? [] : null;
  if (data === null || typeof data !== 'object') return null;
  // Depth first, one frame per container and nothing per element: a wide array of numbers costs
  // one frame, and what is held at once is one frame per level of nesting (an earlier walk queued
  // every element with its path and ran a server out of memory on an 840 KB array). Iterative,
  // because a part may nest deeper than the call stack allows.
  let frame: Frame | null = frameOf(data, null, null);
  while (frame) {
    const length: number = frame.keys ? frame.keys.length : (frame.value as unknown[]).length;
    if (frame.index >= length) {
      frame = frame.parent;
      continue;
    }
    const at = frame.index++;
    const key = frame.keys ? frame.keys[at]! : at;
    if (typeof key === 'string' && key.includes(NUL)) return pathOf(frame, key);
    const item = (frame.value as Record<string | number, unknown>)[key];
    if (typeof item === 'string') {
      if (item.includes(NUL)) return pathOf(frame, key);
    } else if (item !== null && typeof item === 'object') {
      frame = frameOf(item, key, frame);
    }
  }
  return null;
}

function pathOf(frame: Frame, last: string | number): Path {
  const path: Path = [last];
  for (let at: Frame | null = frame; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

const MAX_FIELD_NAME = 120;

/** "description: must not contain a NUL character"; the field name is shown escaped and cut short. */
export function nulCharacterSentence(path: Path): Sentence {
  const field = path.map((part) => String(part).replaceAll(NUL, '\\0')).join('.');
  const shown = field.length > MAX_FIELD_NAME ? `${field.slice(0, MAX_FIELD_NAME)}…` : field;
  return shown ? new Sentence('{field}: must not contain a NUL character', { field: shown }) : new Sentence('The request must not contain a NUL character');
}

/** The same in English, for a schema's refusal (zod carries a message, not a sentence). */
export const nulCharacterMessage = (path: Path): string => nulCharacterSentence(path).english;

/**
 * Wraps the zod validator compiler so that every validated part of every route (params,
 * querystring, body, headers) is refused with a 400 naming the field when it holds a NUL
 * character, before the route's own schema runs. The refusal goes through the same compiler, so
 * the error handler sees an ordinary validation error.
 */
export function refuseNulCharacters(compile: FastifySchemaCompiler<z.ZodType>): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      const path = findNulCharacter(data);
      if (!path) return validate(data);
      const refusal = z.unknown().refine(() => false, { path, message: nulCharacterMessage(path) });
      return compile({ ...route, schema: refusal })(data);
    };
  };
}
