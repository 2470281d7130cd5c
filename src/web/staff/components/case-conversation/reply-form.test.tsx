import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { apiRequest } from '@/lib/api-client';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { ReplyForm } from './reply-form';

function serverWith() {
  const sent: unknown[] = [];
  fakeApi({
    'GET /api/admin/saved-replies': ({ url }) => ({
      status: 200,
      body: {
        items:
          url.searchParams.get('incidentId') === '7'
            ? [{ id: 3, title: 'We have your documents', content: 'Dear {{name}}', fraudType: null, updatedAt: '2026-11-20T09:00:00.000Z', filled: 'Dear Maria Silva, we have them.' }]
            : [],
      },
    }),
    'GET /api/admin/staff/directory': { status: 200, body: { items: [{ id: 4, username: 'ana.k', displayName: 'Ana Kovač', role: 'caseworker', email: null }] } },
    'POST /api/admin/incidents/7/messages': ({ body }) => (sent.push(body), { status: 201, body: { id: 50 } }),
    'POST /api/admin/incidents/7/messages/with-file': ({ body }) => (sent.push(body), { status: 201, body: { id: 51 } }),
    'GET /api/admin/incidents/7': () => ((caseReads.count += 1), { status: 200, body: { clock: null } }),
    'GET /api/admin/documents': () => ((fileReads.count += 1), { status: 200, body: { items: [] } }),
  });
  return sent;
}

const caseReads = { count: 0 };
const fileReads = { count: 0 };

/** The case page's files (Case files), as they are cached beside the form. */
function CaseFiles() {
  useQuery({ queryKey: staffKeys.list('documents', { caseFiles: 'FR-000007' }), queryFn: () => apiRequest('/api/admin/documents?q=FR-000007') });
  return null;
}

/** The case page's own record (its response clock, its Activity), as it is cached beside the form. */
function CaseRecord() {
  useQuery({ queryKey: staffKeys.record('incidents', 7), queryFn: () => apiRequest('/api/admin/incidents/7') });
  return null;
}

describe('the reply form (issue 26)', () => {
  it('inserts a saved reply filled for the case and a colleague as @name, then sends with Ctrl+Enter', async () => {
    const sent = serverWith();
    caseReads.count = 0;
    const { user } = renderInApp(
      <>
        <CaseRecord />
        <ReplyForm incidentId={7} reference="FR-000007" onSent={() => {}} />
      </>,
    );
    await waitFor(() => expect(caseReads.count).toBe(1));
    await user.selectOptions(await screen.findByLabelText('Saved reply'), await screen.findByRole('option', { name: 'We have your documents' }));
    const message = screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
    expect(message.value).toBe('Dear Maria Silva, we have them.');
    expect(document.activeElement).toBe(message);
    await user.type(message, ' Thank you.');
    await user.selectOptions(screen.getByLabelText('Mention a colleague'), await screen.findByRole('option', { name: 'Ana Kovač (@ana.k)' }));
    expect(message.value).toBe('Dear Maria Silva, we have them. Thank you.\n\n@ana.k ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent).toEqual([{ content: 'Dear Maria Silva, we have them. Thank you.\n\n@ana.k', role: 'Case Manager', internal: false }]));
    // A reply moves the case's clock and Activity: the case page reads its case again (2, not 1).
    await waitFor(() => expect(caseReads.count).toBe(2));
  });

  it('says when no saved reply fits the case', async () => {
    serverWith();
    renderInApp(<ReplyForm incidentId={8} reference="FR-000008" onSent={() => {}} />);
    expect(await screen.findByRole('option', { name: 'None for this case' })).toBeTruthy();
  });

  it('sends a chosen file with the reply as one form, not with a note, and lets it be removed', async () => {
    const sent = serverWith();
    fileReads.count = 0;
    const { user } = renderInApp(
      <>
        <CaseFiles />
        <ReplyForm incidentId={7} reference="FR-000007" onSent={() => {}} />
      </>,
    );
    await waitFor(() => expect(fileReads.count).toBe(1));
    const letter = new File(['%PDF-1.4'], 'bank-letter.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attach a file to the reply'), letter);
    expect(screen.getByText('bank-letter.pdf')).toBeTruthy();
    const note = screen.getByRole('button', { name: 'Add internal note' }) as HTMLButtonElement;
    expect(note.disabled).toBe(true);
    // Why, in words on the page, not in a tooltip no keyboard reaches.
    expect(document.getElementById(note.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A file goes with a reply to the victim, never with a note: remove it to add a note.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove bank-letter.pdf' }));
    expect(screen.queryByText('bank-letter.pdf')).toBeNull();
    expect(screen.queryByText(/never with a note/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Add internal note' }) as HTMLButtonElement).disabled).toBe(false);

    await user.upload(screen.getByLabelText('Attach a file to the reply'), letter);
    await user.type(screen.getByLabelText(/^Message/), 'The letter from your bank.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0] as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('content')).toBe('The letter from your bank.');
    expect(form.get('role')).toBe('Case Manager');
    expect((form.get('file') as File).name).toBe('bank-letter.pdf');
    // Sent: the form is empty again, the file with it; the case's files are read again, now with the letter.
    await waitFor(() => expect(screen.queryByText('bank-letter.pdf')).toBeNull());
    await waitFor(() => expect(fileReads.count).toBe(2));
  });
});
