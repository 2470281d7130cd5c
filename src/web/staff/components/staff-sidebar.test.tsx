import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { StaffSidebar } from './staff-sidebar';

const links = () => within(screen.getByRole('navigation', { name: 'Staff sections' })).getAllByRole('link').map((link) => link.textContent);
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const specItems = [
  'Overview', 'Users', 'Incidents', 'Recovery Applications', 'Communications',
  'Money Trails', 'Payouts', 'Documents',
  'Notifications', 'Alerts', 'Known Scams', 'Settings',
  'Generate', 'Analytics', 'Export',
];

describe('StaffSidebar', () => {
  it("shows a caseworker the spec's four groups and nothing an admin manages", () => {
    renderInApp(<StaffSidebar isAdmin={false} />, { at: '/admin' });
    expect(headings()).toEqual(['Core Management', 'Financial', 'System', 'Reports']);
    expect(links()).toEqual(specItems);
  });

  it('adds Staff and Audit Log for an admin', () => {
    renderInApp(<StaffSidebar isAdmin />, { at: '/admin' });
    expect(headings()).toEqual(['Core Management', 'Financial', 'System', 'Reports', 'Administration']);
    expect(links()).toEqual([...specItems, 'Staff', 'Audit Log']);
    expect(screen.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('marks the current section, and only that one', () => {
    renderInApp(<StaffSidebar isAdmin />, { at: '/admin/incidents/42' });
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Incidents']);
    expect(screen.getByRole('link', { name: 'Generate' }).getAttribute('href')).toBe('/admin/reports');
  });
});
