import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '@shared/schemas';
import type { ApiRoute } from '../kernel/plugins/access';

// Builds, for any /api route, the requests that must be refused with a 400: a NUL character in
// each of its fields, and an id one past the top of a PostgreSQL integer. Everything is read from
// the route itself (its URL and zod schemas), so a route added later is walked too.

export const TOO_LARGE_ID = String(MAX_ID + 1);
const NUL = '\u0000';

/** A multipart route's text fields: the route cannot declare them, its operation parses them. */
export type MultipartForm = { fields: z.ZodObject; fileField: string; file: { name: string; data: Buffer; type: string } };

/** What the walk fills the other fields with, so that only the bad one is wrong. */
export type Sample = { email: string; id: number };

export type BadRequest = {
  label: string;
  inject: InjectOptions;
  /** The message the 400 must carry, when the walk knows it. */
  message: string | null;
  /** Whether a 400 is owed to a caller allowed on the route (not for, say, a token of digits). */
  mustRefuse: boolean;
};

export const isIdLike = (name: string) => name === 'id' || /Id$/.test(name);

export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

function shapeOf(route: ApiRoute, part: 'params' | 'querystring' | 'body'): Record<string, z.ZodType> {
  let schema = route.schema?.[part];
  if (schema === undefined) return {};
  // A body that parses to its typed form in one step (an object piped into a transform), or that is
  // made an object first (a preprocess before the object): its fields are the object's.
  if (schema instanceof z.ZodPipe) schema = schema.in instanceof z.ZodObject ? schema.in : schema.out;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${routeKey(route)}: the walk cannot read the fields of its ${part} schema`);
  return schema.shape as Record<string, z.ZodType>;
}

/** A value the field accepts: its enum or literal, or the first of a few everyday values it takes. */
function sampleValue(name: string, field: z.ZodType, sample: Sample): unknown {
  if (isIdLike(name)) return sample.id;
  let json: { enum?: unknown[]; const?: unknown } = {};
  try {
    json = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as typeof json;
  } catch {
    // A field zod cannot describe still gets the everyday values below.
  }
  const candidates = [
    ...(json.enum ?? []),
    ...('const' in json ? [json.const] : []),
    sample.email,
    'https://example.com/page',
    '2025-01-15',
    '1500.00',
    // A page size or a count: small enough for any limit, and a number once a query string coerces it.
    '1',
    // A country (ISO 3166-1, issue 28).
    'GB',
    true,
  ];
  return candidates.find((candidate) => field.safeParse(candidate).success);
}

/** A path parameter's good value: an id, the first of its choices (a fraud type), or letters as a token has. */
function sampleParam(name: string, field: z.ZodType | undefined, sample: Sample): string {
  if (isIdLike(name)) return String(sample.id);
  return field instanceof z.ZodEnum ? String(field.options[0]) : 'abcdefghijkl';
}

function sampleObject(shape: Record<string, z.ZodType>, sample: Sample): Record<string, unknown> {
  const entries = Object.entries(shape).map(([name, field]) => [name, sampleValue(name, field, sample)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

const withNul = (value: unknown) => (typeof value === 'string' ? `${value}${NUL}` : NUL);
const nulMessage = (name: string) => `${name}: must not contain a NUL character`;

/** The schema's own message for a value it refuses: proof the schema, not the database, said no. */
function messageFor(field: z.ZodType | undefined, value: unknown): string | null {
  const issue = field?.safeParse(value).error?.issues[0];
  return issue ? issue.message : null;
}

function urlWith(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function formOf(values: Record<string, unknown>, form: MultipartForm): FormData {
  const data = new FormData();
  // The file goes first, so a refused field must also throw away a file already stored.
  data.append(form.fileField, new Blob([new Uint8Array(form.file.data)], { type: form.file.type }), form.file.name);
  for (const [name, value] of Object.entries(values)) data.append(name, String(value));
  return data;
}

/**
 * Every bad request for one route: each path parameter, query field, body field and multipart
 * text field in turn holds a NUL character (the others hold good values), and each id among them
 * holds `MAX_ID + 1`.
 */
export function badRequestsFor(route: ApiRoute, options: { sample: Sample; multipart: MultipartForm | null; body?: Record<string, unknown> }): BadRequest[] {
  const { sample, multipart } = options;
  const method = route.method as InjectOptions['method'];
  const paramSchemas = shapeOf(route, 'params');
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = Object.fromEntries(paramNames.map((name) => [name, sampleParam(name, paramSchemas[name], sample)]));
  const queryShape = shapeOf(route, 'querystring');
  const bodyShape = shapeOf(route, 'body');
  const query = sampleObject(queryShape, sample);
  const body = options.body ?? sampleObject(bodyShape, sample);
  const formValues = multipart ? sampleObject(multipart.fields.shape as Record<string, z.ZodType>, sample) : {};

  const requestWith = (change: { params?: Record<string, string>; query?: object; body?: object; form?: object }): InjectOptions => ({
    method,
    url: urlWith(route.url, { ...params, ...change.params }),
    ...(route.schema?.querystring ? { query: stringValues({ ...query, ...change.query }) } : {}),
    ...(route.schema?.body ? { payload: { ...body, ...change.body } } : {}),
    ...(multipart ? { payload: formOf({ ...formValues, ...change.form }, multipart) } : {}),
  });

  const requests: BadRequest[] = [];
  for (const name of paramNames) {
    requests.push({
      label: `NUL in path parameter ${name}`,
      inject: requestWith({ params: { [name]: withNul(params[name]) } }),
      message: nulMessage(name),
      mustRefuse: true,
    });
    requests.push({
      label: `${TOO_LARGE_ID} in path parameter ${name}`,
      inject: requestWith({ params: { [name]: TOO_LARGE_ID } }),
      message: messageFor(paramSchemas[name], TOO_LARGE_ID),
      mustRefuse: isIdLike(name),
    });
  }
  const fieldsOf = [
    ['query', queryShape, 'query'],
    ['body', bodyShape, 'body'],
    ['multipart', multipart?.fields.shape ?? {}, 'form'],
  ] as const;
  for (const [where, shape, key] of fieldsOf) {
    for (const [name, field] of Object.entries(shape as Record<string, z.ZodType>)) {
      const current = { query, body, form: formValues }[key][name];
      requests.push({
        label: `NUL in ${where} field ${name}`,
        inject: requestWith({ [key]: { [name]: withNul(current) } }),
        message: nulMessage(name),
        mustRefuse: true,
      });
      // An id field that takes any text (the audit log's entityId names records by username too)
      // is not a number to bound.
      if (!isIdLike(name) || field.safeParse('not-a-number').success) continue;
      // JSON carries a number; query strings and forms carry text.
      const tooLarge = where === 'body' ? MAX_ID + 1 : TOO_LARGE_ID;
      requests.push({
        label: `${TOO_LARGE_ID} in ${where} field ${name}`,
        inject: requestWith({ [key]: { [name]: tooLarge } }),
        message: messageFor(field, tooLarge),
        mustRefuse: true,
      });
    }
  }
  return requests;
}

function stringValues(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

/**
 * The router's own list of /api routes (method and URL), read from `printRoutes`: the walk is
 * checked against it, so a route that escaped the list the walk uses fails the test.
 */
export function routerApiRoutes(app: FastifyInstance): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes.sort();
}
