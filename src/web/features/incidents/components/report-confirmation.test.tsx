import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportIncidentResponse } from '@shared/incidents/report-schema';
import { renderInApp } from '@/test/render';
import { ReportConfirmation } from './report-confirmation';

const result = (confirmation: ReportIncidentResponse['confirmation']): ReportIncidentResponse => ({
  incident: { id: 7, caseReference: 'FR-000007' },
  documentsCount: 0,
  confirmation,
});

describe('the report confirmation (D18)', () => {
  it('asks the visitor to check their e-mail only when a link was e-mailed', () => {
    renderInApp(<ReportConfirmation result={result('email_sent')} />);
    expect(screen.getByTestId('confirmation-state').textContent).toContain('Please check your e-mail: we sent a link');
  });

  it('says plainly that no link was sent when the site cannot send e-mail', () => {
    renderInApp(<ReportConfirmation result={result('not_sent')} />);
    const state = screen.getByTestId('confirmation-state').textContent ?? '';
    expect(state).toContain('This site cannot send e-mail at present, so no confirmation link was sent');
    expect(state).not.toMatch(/check your e-mail|we sent/i);
    expect(screen.getByTestId('case-reference').textContent).toBe('FR-000007');
  });
});
