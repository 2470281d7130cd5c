import type { QueryClient } from '@tanstack/react-query';

// One shape for every staff call (bulletproof-react's API layer): features/<feature>/api/<verb>-<noun>.ts
// holds one server call, its fetch function (`getIncidents`, `updateIncident`) and the hook the
// screens use (`useIncidents`, `useUpdateIncident`) around useQuery or useMutation. The hook takes
// its key from here and says what its change refreshes; a screen passes what it shows on success
// or failure to mutate(). So a file does one thing, a screen never builds a key or wraps a fetch
// function itself, and every key is written once: two screens asking the same thing share one
// answer, and a change refreshes it wherever it shows.

// Every staff query lives under 'admin', so 'Refresh All' refetches the staff side with one
// invalidation and a victim query is never touched. A domain's lists and records sit under its name.
const domain = (name: string) => ['admin', name] as const;
const record = (name: string, id: number | string) => ['admin', name, 'record', id] as const;

export const staffKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  stats: ['admin', 'stats'] as const,
  domain,
  list: (name: string, params: object) => ['admin', name, 'list', params] as const,
  record,
  // Named queries, each under a domain or a record, so refreshing that refreshes them too.
  alertRules: [...domain('alerts'), 'rules'] as const,
  // The bell and My work change with everyone's work: under one domain, refreshed together.
  myWork: [...domain('work'), 'my-work'] as const,
  myWorkCounts: [...domain('work'), 'counts'] as const,
  bell: (page: number) => [...domain('work'), 'bell', page] as const,
  bellUnread: [...domain('work'), 'bell-unread'] as const,
  incidentSummary: [...domain('incidents'), 'summary'] as const,
  caseStaff: (incidentId: number) => [...record('incidents', incidentId), 'staff'] as const,
  reportRetention: (incidentId: number) => [...record('incidents', incidentId), 'retention'] as const,
  // A case's tasks and due day (issue 26): under the case's record, so its Activity refreshes with them.
  caseTasks: (incidentId: number) => [...record('incidents', incidentId), 'tasks'] as const,
  // Under money-trails, not incidents: a trail saved anywhere refreshes the marks.
  // Under the case's record, so any change to the case refreshes its timeline too.
  caseActivity: (incidentId: number, params: object) => [...record('incidents', incidentId), 'activity', params] as const,
  linkedCases: (incidentId: number) => [...record('money-trails', incidentId), 'linked'] as const,
  outbox: [...domain('overview'), 'outbox'] as const,
  recentActivity: [...domain('overview'), 'recent-activity'] as const,
  systemHealth: [...domain('overview'), 'system-health'] as const,
  search: (term: string) => [...domain('search'), term] as const,
  secondFactor: ['admin', 'second-factor'] as const,
  // Read by the incident team picker and the alert rules; a change to staff accounts refreshes it.
  staffDirectory: [...domain('staff'), 'directory'] as const,
  userRecords: (userId: number, kind: string) => [...record('users', userId), kind] as const,
};

// Whoever holds a set-password link is not signed in: its check sits outside 'admin', so signing a
// staff member in or out never drops it.
export const staffPasswordLinkKey = (token: string) => ['staff-password-link', token] as const;

/** Refreshes every query of the named domains (lists, records and named queries alike). */
export function invalidateDomains(queryClient: QueryClient, domains: string[]): Promise<void[]> {
  return Promise.all(domains.map((name) => queryClient.invalidateQueries({ queryKey: domain(name) })));
}
