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

function serverWith(records: StaffDocument[]) {
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
