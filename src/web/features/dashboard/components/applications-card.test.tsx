import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@shared/applications/schema';
import { renderInApp } from '@/test/render';
import { ApplicationsCard } from './applications-card';

const application = (id: number, values: Partial<ApplicationSummary> = {}): ApplicationSummary => ({
  id,
  reference: `RA-${String(id).padStart(6, '0')}`,
  platformName: 'Orbit Coins',
  fraudType: 'cryptocurrency_fraud',
  lossAmount: '2500.00',
  currency: 'USD',
  incidentDate: '2026-03-01',
  status: 'pending',
  submittedAt: '2026-11-20T10:00:00.000Z',
  incidentId: null,
  rejectionReason: null,
  ...values,
});

describe("the victim's applications", () => {
  it('says why an application was rejected, in the words staff wrote for them', async () => {
    const { container } = renderInApp(
      <ApplicationsCard
        applications={[application(1, { status: 'rejected', rejectionReason: 'We can only help with losses in the last two years.' }), application(2)]}
        isPending={false}
        isError={false}
      />,
    );
    expect(screen.getByText('We can only help with losses in the last two years.')).toBeTruthy();
    expect(screen.getAllByText(/^Why:/)).toHaveLength(1);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('links an application the case team tied to a case to that case: one story (issue 25)', () => {
    renderInApp(<ApplicationsCard applications={[application(1, { incidentId: 14 }), application(2)]} isPending={false} isError={false} />);
    const link = screen.getByRole('link', { name: 'FR-000014' });
    expect(link.getAttribute('href')).toBe('/recovery-details/14');
    expect(screen.getAllByText(/^About your case/)).toHaveLength(1);
  });
});
