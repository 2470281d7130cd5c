import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentView } from '@shared/documents/schema';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderInApp } from '@/test/render';
import { CaseDocuments } from './case-documents';

const statement: DocumentView = {
  id: 9,
  filename: 'bank-statement.pdf',
  category: 'financial',
  status: 'pending',
  rejectionReason: null,
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  uploadDate: '2026-03-01T10:00:00.000Z',
  downloadUrl: '/api/documents/9/download',
  fromCaseTeam: false,
};

function setUp() {
  let stored: DocumentView[] = [];
  const fetch = fakeApi({
    'GET /api/documents': () => ({ status: 200, body: stored }),
    'POST /api/documents': () => {
      stored = [statement];
      return { status: 201, body: stored };
    },
  });
  const view = renderInApp(<CaseDocuments recoveryId={42} />);
  const pdf = new File(['%PDF-1.4'], 'bank-statement.pdf', { type: 'application/pdf' });
  const posted = () => fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;
  return { ...view, pdf, posted };
}

describe('case documents', () => {
  it('moves focus to the document list after an upload, where the new file shows', async () => {
    const { user, pdf } = setUp();
    await screen.findByText('No documents uploaded yet.');

    await user.selectOptions(screen.getByLabelText(/^Category/), 'financial');
    await user.upload(screen.getByLabelText(/^Files/), pdf);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const list = await screen.findByRole('list', { name: 'Your documents' });
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(list.textContent).toContain('bank-statement.pdf');
  });

  it('moves focus to the category field, with its message, when no category was chosen', async () => {
    const { user, pdf, posted } = setUp();
    await user.upload(screen.getByLabelText(/^Files/), pdf);

    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const category = screen.getByLabelText(/^Category/);
    expect(document.activeElement).toBe(category);
    expect(messageOf(category)).toBe('Please choose a category');
    expect(posted()).toBe(0);
  });

  it('names the chosen files beside the file button, never "No file chosen"', async () => {
    const { user, pdf } = setUp();
    expect(screen.getByText('No files chosen yet')).toBeTruthy();

    await user.upload(screen.getByLabelText(/^Files/), pdf);

    expect(screen.getByText('Chosen: bank-statement.pdf')).toBeTruthy();
    expect(screen.queryByText('No files chosen yet')).toBeNull();
  });
});
