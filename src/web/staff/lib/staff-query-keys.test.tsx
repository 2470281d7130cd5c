import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateDomains, staffKeys, staffPasswordLinkKey } from './staff-query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

function seeded(keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  return { queryClient, invalidated };
}

describe('staffKeys', () => {
  it('puts every named staff query under its domain or record, so refreshing that reaches it', () => {
    expect(startsWith(staffKeys.alertRules, staffKeys.domain('alerts'))).toBe(true);
    for (const key of [staffKeys.myWork, staffKeys.myWorkCounts, staffKeys.bell(2), staffKeys.bellUnread]) expect(startsWith(key, staffKeys.domain('work'))).toBe(true);
    expect(startsWith(staffKeys.incidentSummary, staffKeys.domain('incidents'))).toBe(true);
    expect(startsWith(staffKeys.caseStaff(7), staffKeys.record('incidents', 7))).toBe(true);
    expect(startsWith(staffKeys.reportRetention(7), staffKeys.record('incidents', 7))).toBe(true);
    expect(startsWith(staffKeys.linkedCases(7), staffKeys.record('money-trails', 7))).toBe(true);
    expect(startsWith(staffKeys.userRecords(7, 'payouts'), staffKeys.record('users', 7))).toBe(true);
    expect(startsWith(staffKeys.staffDirectory, staffKeys.domain('staff'))).toBe(true);
    for (const key of [staffKeys.outbox, staffKeys.recentActivity, staffKeys.systemHealth]) expect(startsWith(key, staffKeys.domain('overview'))).toBe(true);
    expect(startsWith(staffKeys.search('maria'), staffKeys.domain('search'))).toBe(true);
    expect(startsWith(staffKeys.secondFactor, staffKeys.all)).toBe(true);
  });

  it('keeps the public set-password link outside the staff queries, so signing in or out leaves it', () => {
    expect(startsWith(staffPasswordLinkKey('t0ken'), staffKeys.all)).toBe(false);
  });
});

describe('invalidateDomains', () => {
  it('refreshes every query of the named domains and nothing else', async () => {
    const { queryClient, invalidated } = seeded([
      staffKeys.list('alerts', { queryString: 'page=1' }),
      staffKeys.alertRules,
      staffKeys.record('audit', 3),
      staffKeys.record('users', 3),
      staffKeys.stats,
      ['known-scams'],
    ]);

    await invalidateDomains(queryClient, ['alerts', 'audit']);

    expect(invalidated(staffKeys.list('alerts', { queryString: 'page=1' }))).toBe(true);
    expect(invalidated(staffKeys.alertRules)).toBe(true);
    expect(invalidated(staffKeys.record('audit', 3))).toBe(true);
    expect(invalidated(staffKeys.record('users', 3))).toBe(false);
    expect(invalidated(staffKeys.stats)).toBe(false);
    expect(invalidated(['known-scams'])).toBe(false);
  });

  it('matches a domain by its whole name: notifications is not notification-templates', async () => {
    const { queryClient, invalidated } = seeded([staffKeys.list('notifications', {}), staffKeys.list('notification-templates', {})]);

    await invalidateDomains(queryClient, ['notifications']);

    expect(invalidated(staffKeys.list('notifications', {}))).toBe(true);
    expect(invalidated(staffKeys.list('notification-templates', {}))).toBe(false);
  });
});
