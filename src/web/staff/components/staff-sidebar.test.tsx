import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { StaffSidebar } from './staff-sidebar';

const links = () => within(screen.getByRole('navigation', { name: 'Staff sections' })).getAllByRole('link').map((link) => link.textContent);
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const workItems = ['My work', 'My cases', 'Waiting on us', 'Nobody has taken', 'Applications waiting'];
const specItems = (admin: boolean) => [
  'Overview', 'Users', 'Incidents', 'Recovery Applications', 'Communications', ...(admin ? ['Saved Replies', 'Tags', 'Case Templates'] : []),
  'Money Trails', 'Payouts', 'Documents',
  'Notifications', 'Alerts', 'Known Scams', 'Posing as Us', ...(admin ? ['Settings'] : []),
  'Generate', 'Analytics', 'Export',
];

describe('StaffSidebar', () => {
  it("shows a caseworker My work, then the spec's four groups without what only an admin can use (Saved Replies, Tags, Settings)", () => {
    renderInApp(<StaffSidebar isAdmin={false} />, { at: '/admin' });
    expect(headings()).toEqual(['Work', 'Core Management', 'Financial', 'System', 'Reports']);
    expect(links()).toEqual([...workItems, ...specItems(false)]);
  });

  it('adds Saved Replies, Tags, Settings, Staff, Audit Log, Import and Integrations for an admin', () => {
    renderInApp(<StaffSidebar isAdmin />, { at: '/admin' });
    expect(headings()).toEqual(['Work', 'Core Management', 'Financial', 'System', 'Reports', 'Administration']);
    expect(links()).toEqual([...workItems, ...specItems(true), 'Staff', 'Audit Log', 'Import', 'Integrations']);
    expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/admin/import');
    expect(screen.getByRole('link', { name: 'Audit Log' }).getAttribute('href')).toBe('/admin/audit');
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('href')).toBe('/admin/integrations');
    expect(screen.getByRole('link', { name: 'Tags' }).getAttribute('href')).toBe('/admin/tags');
    expect(screen.getByRole('link', { name: 'Case Templates' }).getAttribute('href')).toBe('/admin/case-templates');
  });

  it("shows My work's counts beside its queues, each linking to its part of the page", () => {
    renderInApp(<StaffSidebar isAdmin={false} counts={{ mine: 3, waiting: 1, unassigned: 1000, applications: 0 }} />, { at: '/admin' });
    const waiting = screen.getByRole('link', { name: 'Waiting on us 1' });
    expect(waiting.getAttribute('href')).toBe('/admin/my-work#waiting');
    expect(screen.getByRole('link', { name: 'My cases 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nobody has taken 1,000+' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Applications waiting 0' })).toBeTruthy();
  });

  it('marks the current section, and only that one', () => {
    renderInApp(<StaffSidebar isAdmin />, { at: '/admin/incidents/42' });
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Incidents']);
    expect(screen.getByRole('link', { name: 'Generate' }).getAttribute('href')).toBe('/admin/reports');
  });

  it('lists saved views under Views, each linking to its list so filtered (issue 26)', () => {
    renderInApp(
      <StaffSidebar
        isAdmin={false}
        views={[
          { id: 1, list: 'incidents', name: 'My romance cases', filters: 'fraudType=romance_scam&owner=me', shared: false, mine: true, ownerName: 'Sam' },
          { id: 2, list: 'payouts', name: 'Approved', filters: 'status=approved', shared: true, mine: false, ownerName: 'Maria' },
        ]}
      />,
      { at: '/admin' },
    );
    expect(headings()).toContain('Views');
    expect(screen.getByRole('link', { name: 'My romance cases' }).getAttribute('href')).toBe('/admin/incidents?fraudType=romance_scam&owner=me');
    expect(screen.getByRole('link', { name: 'Approved shared' }).getAttribute('href')).toBe('/admin/payouts?status=approved');
  });
});
