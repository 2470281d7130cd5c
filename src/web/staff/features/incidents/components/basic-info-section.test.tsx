import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { BasicInfoSection } from './basic-info-section';

const incident = {
  id: 5,
  reference: 'FR-000005',
  email: 'maria@example.org',
  lossAmount: '4200.00',
  incidentDate: '2026-10-03',
  status: 'open',
  description: 'A broker who stopped answering.',
  fraudType: 'investment_scam',
  websiteUrl: 'https://harbourline-markets.example',
  version: 2,
} as StaffIncident;

describe('the basic information section', () => {
  it("shows the report's fraud type and website with the rest, the website as words and never a link (issue 25)", () => {
    fakeApi({});
    renderInApp(<BasicInfoSection incident={incident} />);
    expect(screen.getByText('Investment scam')).toBeTruthy();
    expect(screen.getByText('https://harbourline-markets.example').closest('a')).toBeNull();
  });
});
