// Every staff query lives under 'admin', so 'Refresh All' refetches the staff side with one
// invalidation and a victim query is never touched. A domain's lists and records sit under its name.
export const staffKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  stats: ['admin', 'stats'] as const,
  domain: (domain: string) => ['admin', domain] as const,
  list: (domain: string, params: object) => ['admin', domain, 'list', params] as const,
  record: (domain: string, id: number | string) => ['admin', domain, 'record', id] as const,
};
