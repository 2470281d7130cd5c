import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { MessageForm } from '@/features/messages/components/message-form';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { resetSettingsForTests } from '@/lib/branding/get-settings';

// The texts an organisation may set (Settings, General) appear only when it has set them: nothing
// is invented in their place.
const publicSettings = (values: Record<string, string>) =>
  fakeApi({ 'GET /api/settings': { status: 200, body: Object.entries(values).map(([key, value]) => ({ key, value, category: 'general' })) } });

beforeEach(() => resetSettingsForTests());

describe("the organisation's own texts", () => {
  it('show the support contact and reply times when set', async () => {
    publicSettings({ support_email: 'help@harbour.example.org', reply_time_case_manager: 'within 2 business days.', reply_time_legal_advisor: '' });
    const { user } = renderInApp(
      <>
        <SiteFooter />
        <MessageForm recoveryId={7} />
      </>,
    );
    const link = await screen.findByRole('link', { name: 'help@harbour.example.org' });
    expect(link.getAttribute('href')).toBe('mailto:help@harbour.example.org');
    expect(await screen.findByText('A person on the case team reads and answers. Usual reply time: within 2 business days.')).toBeTruthy();
    // No time was set for the Legal Advisor, so none is shown.
    await user.selectOptions(screen.getByLabelText('Send to'), 'Legal Advisor');
    expect(screen.getByText('A person on the case team reads and answers.')).toBeTruthy();
  });

  it('show nothing in their place when not set', async () => {
    publicSettings({ platform_name: 'Haven' });
    renderInApp(
      <>
        <SiteFooter />
        <MessageForm recoveryId={7} />
      </>,
    );
    await screen.findByText(/helps victims of online fraud for free/);
    expect(screen.queryByText(/Questions\? Write to/)).toBeNull();
    expect(screen.getByText('A person on the case team reads and answers.')).toBeTruthy();
  });
});
