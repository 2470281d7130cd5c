import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { PrivateSearchNotice } from './private-search-notice';

describe('PrivateSearchNotice', () => {
  it('tells the visitor to check their inbox only when a mail went out', () => {
    renderInApp(<PrivateSearchNotice email="maria@example.org" mailSent />);
    expect(screen.getByText('Check your inbox')).toBeTruthy();
  });

  it('says no link was sent when the site has no mail server (issue 25)', () => {
    renderInApp(<PrivateSearchNotice email="maria@example.org" mailSent={false} />);
    expect(screen.getByText('No link was sent')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('This site cannot send e-mail at the moment, so no link was sent to maria@example.org.');
    expect(screen.queryByText('Check your inbox')).toBeNull();
  });
});
