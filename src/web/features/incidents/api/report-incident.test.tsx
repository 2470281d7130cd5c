import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ReportIncidentFields } from '@shared/incidents/report-schema';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi } from '@/test/fake-api';
import { useReportIncident } from './report-incident';

const fields: ReportIncidentFields = {
  victimEmail: 'me@example.com',
  platformName: 'CoinVault Pro',
  websiteUrl: '',
  incidentDate: '2025-11-03',
  lossAmount: '2500.50',
  currency: 'USD',
  description: 'They blocked my withdrawals after I paid a fee.',
  fraudType: 'cryptocurrency_fraud',
};
const answer = { incident: { id: 7, caseReference: 'FR-000007' }, documentsCount: 0, confirmation: 'email_sent' };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('sending a report', () => {
  it('sends the same key when the same report is sent again, and a new key for a changed report', async () => {
    const keys: string[] = [];
    let status = 503;
    fakeApi({
      'POST /api/report-incident': ({ body }) => {
        keys.push(String((body as FormData).get('submissionKey')));
        return { status, body: status === 503 ? { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } : answer };
      },
    });
    const { result } = renderHook(() => useReportIncident(), { wrapper });
    const send = (request: Parameters<typeof result.current.mutateAsync>[0]) => act(() => result.current.mutateAsync(request).catch(() => undefined));

    await send({ fields, files: [] });
    status = 201;
    await send({ fields, files: [] });
    await send({ fields: { ...fields, lossAmount: '2600.00' }, files: [] });

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
