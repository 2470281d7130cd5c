import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ResponseTargetsPanel } from './response-targets-panel';

describe('the overview’s response targets (issue 26)', () => {
  it('counts overdue and due-soon cases, each a link to the list so filtered, and says the targets', async () => {
    fakeApi({ 'GET /api/admin/incidents/response-clocks': { status: 200, body: { overdue: 1001, dueSoon: 3, targets: { first_reply: 24, next_reply: 48, document_review: 0 } } } });
    const { container } = renderInApp(<ResponseTargetsPanel />);
    const overdue = await screen.findByRole('link', { name: 'Overdue 1,000+' });
    expect(overdue.getAttribute('href')).toBe('/admin/incidents?due=overdue');
    expect(screen.getByRole('link', { name: 'Due soon 3' }).getAttribute('href')).toBe('/admin/incidents?due=soon');
    expect(screen.getByText(/First reply within 24 hours, next reply within 48 hours, document review within no target/)).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
