import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { StaffDocument } from '@shared/documents/staff-schema';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseFilesSection } from './case-files-section';

const incident = { id: 5, reference: 'FR-000005', requiredDocuments: [] } as unknown as StaffIncident;
const file: StaffDocument = {
  id: 31,
  originalName: 'bank-statement.pdf',
  fileType: 'application/pdf',
  fileSize: 20_480,
  status: 'pending',
  category: 'evidence',
  recoveryId: 5,
  reference: 'FR-000005',
  uploader: 'maria@example.org',
  addedByStaff: null,
  sha256: '0'.repeat(64),
  rejectionReason: null,
  createdAt: '2026-10-04T09:00:00.000Z',
  updatedAt: '2026-10-04T09:00:00.000Z',
};

describe('the case files section', () => {
  it('rejects a file from the case page, only with a reason the victim reads (issue 25)', async () => {
    const fetch = fakeApi({
      'GET /api/admin/documents': { status: 200, body: { items: [file], total: 1 } },
      'PUT /api/admin/documents/31': ({ body }) => ({ status: 200, body: { ...file, status: 'rejected', rejectionReason: (body as { reason: string }).reason } }),
    });
    const { user } = renderInApp(<CaseFilesSection incident={incident} />);
    await user.click(await screen.findByRole('button', { name: 'Reject bank-statement.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject document' });
    expect((await axe.run(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please say why the document is rejected; the victim will read it')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByRole('textbox'), 'The page is cut off; please send the whole statement.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Document rejected')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'rejected', reason: 'The page is cut off; please send the whole statement.' });
  });

  it('opens an image or a PDF in the page from the case, and offers no viewer for other types', async () => {
    const image = { ...file, id: 32, originalName: 'screenshot.png', fileType: 'image/png' };
    const letter = { ...file, id: 33, originalName: 'letter.docx', fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    fakeApi({
      'GET /api/admin/documents': { status: 200, body: { items: [file, image, letter], total: 3 } },
      'GET /api/admin/documents/32/download': { status: 200, body: 'png bytes' },
    });
    const { user } = renderInApp(<CaseFilesSection incident={incident} />);
    expect(await screen.findByRole('button', { name: 'View bank-statement.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View letter.docx' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View screenshot.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'screenshot.png' });
    expect(within(viewer).getByText(/On FR-000005/)).toBeTruthy();
  });
});
