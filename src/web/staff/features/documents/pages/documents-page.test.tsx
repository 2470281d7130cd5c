import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderAt, toastText } from '@/test/render';
import DocumentsPage from './documents-page';

function doc(id: number, values: Partial<StaffDocument> = {}): StaffDocument {
  return {
    id,
    originalName: `statement-${id}.pdf`,
    fileType: 'application/pdf',
    fileSize: 48_213,
    status: 'pending',
    category: 'financial',
    recoveryId: 12,
    reference: 'FR-000012',
    uploader: 'sam@example.com',
    addedByStaff: null,
    sha256: 'a'.repeat(64),
    rejectionReason: null,
    createdAt: '2026-03-02T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...values,
  };
}

function serverWith(records: StaffDocument[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const puts: unknown[] = [];
  fakeApi({
    'GET /api/admin/documents': { status: 200, body: { items: records, total: records.length } },
    ...Object.fromEntries(
      records.map((r) => [
        `PUT /api/admin/documents/${r.id}`,
        ({ body }: { body: unknown }) => {
          puts.push(body);
          return { status: 200, body: {} };
        },
      ]),
    ),
    ...extra,
  });
  return puts;
}

const renderPage = () => renderAt('/admin/documents', <DocumentsPage />);

afterEach(() => dismissToast());

describe('the documents list', () => {
  it('shows sizes in KB, who added a file, and offers View only for images and PDFs', async () => {
    serverWith([doc(1), doc(2, { originalName: 'contract.docx', fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', addedByStaff: 'Robin', status: 'verified' })]);
    const { container } = renderPage();
    await screen.findByText('statement-1.pdf');
    expect(screen.getAllByText('47 KB')).toHaveLength(2);
    expect(screen.getByText('Robin (case team)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View statement-1.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View contract.docx' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify contract.docx' }).disabled).toBe(true);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('rejects only with a reason for the victim', async () => {
    const puts = serverWith([doc(3)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject statement-3.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please say why the document is rejected; the victim will read it')).toBeTruthy();
    expect(puts).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The page is cut off; please send all pages.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toastText()).toContain('Document rejected'));
    expect(puts).toEqual([{ status: 'rejected', reason: 'The page is cut off; please send all pages.' }]);
  });
});

describe('acting on chosen documents (issue 26)', () => {
  it('chooses the whole page, verifies every document after one question, and says it was done', async () => {
    const bulks: unknown[] = [];
    serverWith([doc(4), doc(5, { updatedAt: '2026-03-03T08:00:00.000Z' })], {
      'POST /api/admin/documents/bulk': ({ body }) => {
        bulks.push(body);
        return {
          status: 200,
          body: { done: [{ id: 4, reference: 'statement-4.pdf (FR-000012)' }, { id: 5, reference: 'statement-5.pdf (FR-000012)' }], unchanged: [], refused: [] },
        };
      },
    });
    const { user, container } = renderPage();
    await screen.findByText('statement-4.pdf');
    await user.click(screen.getByRole('checkbox', { name: 'Choose every row on this page' }));
    const bar = screen.getByRole('region', { name: '2 documents chosen' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('2 documents chosen');
    expect(screen.getByRole('checkbox', { name: 'Choose statement-5.pdf (FR-000012)' }).getAttribute('aria-checked')).toBe('true');
    expect((await axe.run(container)).violations).toEqual([]);

    expect(within(bar).getByLabelText('Action')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 documents' }));
    const ask = await screen.findByRole('dialog', { name: 'Verify 2 documents?' });
    expect(within(ask).getByText(/statement-4\.pdf \(FR-000012\), statement-5\.pdf \(FR-000012\)/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));
    const done = await screen.findByRole('dialog', { name: 'Done on 2 documents' });
    expect(within(done).getByText('Nothing was refused.')).toBeTruthy();
    expect(bulks).toEqual([
      {
        items: [
          { id: 4, version: '2026-03-02T00:00:00.000Z' },
          { id: 5, version: '2026-03-03T08:00:00.000Z' },
        ],
        action: { kind: 'status', status: 'verified' },
      },
    ]);
  });

  it('lets go of every chosen row at once, and focus stays on the list', async () => {
    serverWith([doc(6)]);
    const { user } = renderPage();
    await screen.findByText('statement-6.pdf');
    await user.click(screen.getByRole('checkbox', { name: 'Choose statement-6.pdf (FR-000012)' }));
    await user.click(within(screen.getByRole('region', { name: '1 document chosen' })).getByRole('button', { name: 'Let go of all' }));
    expect(screen.queryByRole('region', { name: /chosen/ })).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContain('1 document chosen');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Choose every row on this page' })));
  });
});
