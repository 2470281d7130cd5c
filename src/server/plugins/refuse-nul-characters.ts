import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

// PostgreSQL text and jsonb cannot hold U+0000: a query carrying one fails with a server error
// wherever the value lands. No form ever needs it, so requests carrying one are refused up front.
const NUL = '\u0000';

type Path = (string | number)[];

type Step = { key: string | number; parent: Step | null };

/** Where a NUL character sits in a parsed request part (in a value or a key), or null. */
export function findNulCharacter(data: unknown): Path | null {
  // Iterative, with each path kept as a link to its parent: a JSON body may nest deeper than the
  // call stack allows, and copying paths would cost the square of that depth.
  const pending: { value: unknown; at: Step | null }[] = [{ value: data, at: null }];
  while (pending.length > 0) {
    const { value, at } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(at);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const step = { key: Array.isArray(value) ? Number(key) : key, parent: at };
        if (key.includes(NUL)) return pathOf(step);
        pending.push({ value: item, at: step });
      }
    }
  }
  return null;
}

function pathOf(step: Step | null): Path {
  const path: Path = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

const MAX_FIELD_NAME = 120;

/** "description: must not contain a NUL character"; the field name is shown escaped and cut short. */
export function nulCharacterMessage(path: Path): string {
  const field = path.map((part) => String(part).replaceAll(NUL, '\\0')).join('.');
  const shown = field.length > MAX_FIELD_NAME ? `${field.slice(0, MAX_FIELD_NAME)}…` : field;
  return shown ? `${shown}: must not contain a NUL character` : 'The request must not contain a NUL character';
}

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
