import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertEventPage, AlertInput, AlertRule } from '@shared/alerts/schema';
import type { StaffDirectoryEntry } from '@shared/staff/staff-schema';
import { backgroundRequestHeaders } from '@shared/auth/background-request';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';

const DOMAIN = 'alerts';

/** How often the bell asks again; TanStack Query pauses this while the tab is hidden. */
export const UNREAD_REFRESH_MS = 60_000;

const rulesKey = [...staffKeys.domain(DOMAIN), 'rules'] as const;
const unreadKey = [...staffKeys.domain(DOMAIN), 'unread'] as const;

export function useAlertRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: () => apiRequest<{ items: AlertRule[] }>('/api/admin/alerts'),
  });
}

/** What the rules found, newest first, a page at a time (the server pages; never the whole history). */
export function useAlertEvents({ page, pageSize }: { page: number; pageSize: number }) {
  const queryString = new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
  return useQuery({
    queryKey: staffKeys.list(DOMAIN, { queryString }),
    queryFn: () => apiRequest<AlertEventPage>(`/api/admin/alerts/events?${queryString}`),
    placeholderData: keepPreviousData,
  });
}

/** The bell's figure. Under the 'admin' key, so Refresh All asks again too. */
export function useUnreadAlerts() {
  return useQuery({
    queryKey: unreadKey,
    // A timed refresh, not the person: it must not keep an idle session alive.
    queryFn: () => apiRequest<{ unread: number }>('/api/admin/alerts/unread', { headers: backgroundRequestHeaders }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * Marks everything fired so far as read for the signed-in staff member. Only the bell is asked
 * again: the list on screen keeps its "New" markers until the person moves on.
 */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ unread: number }>('/api/admin/alerts/events/read', { method: 'POST' }),
    onSuccess: (result) => {
      queryClient.setQueryData(unreadKey, result);
      return queryClient.invalidateQueries({ queryKey: unreadKey, exact: true });
    },
  });
}

/**
 * A rule is checked the moment it is made or changed, so what it finds (and the bell) may change
 * with it; the change is also in the audit log.
 */
function useRefreshAlerts() {
  const queryClient = useQueryClient();
  return () => Promise.all([DOMAIN, 'audit'].map((domain) => queryClient.invalidateQueries({ queryKey: staffKeys.domain(domain) })));
}

/** Create (no id) or replace (id) a rule; switching a rule on or off is a replace with isActive flipped. */
export function useSaveAlertRule() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AlertInput }) =>
      apiRequest<AlertRule>(id === undefined ? '/api/admin/alerts' : `/api/admin/alerts/${id}`, { method: id === undefined ? 'POST' : 'PUT', json: body }),
    onSuccess: refresh,
  });
}

export function useDeleteAlertRule() {
  const refresh = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/admin/alerts/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * Active staff to e-mail. The same key as the incident team picker's, so both share one answer and
 * a change to staff accounts refreshes it.
 */
export function useAlertStaffDirectory(enabled: boolean) {
  return useQuery({
    queryKey: [...staffKeys.domain('staff'), 'directory'],
    queryFn: () => apiRequest<{ items: StaffDirectoryEntry[] }>('/api/admin/staff/directory'),
    enabled,
  });
}

/** The body that puts a rule back as it is, with `changes` over it (the Active switch). */
export function alertInputOf(rule: AlertRule, changes: Partial<AlertInput> = {}): AlertInput {
  return { name: rule.name, conditions: rule.conditions, notifyStaffIds: rule.notifyStaff.map((s) => s.id), isActive: rule.isActive, ...changes };
}
