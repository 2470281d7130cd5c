import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview, ImportResult } from '@shared/imports/schema';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt } from '@/test/render';
import ImportPage from './import-page';

const preview: ImportPreview = {
  kind: 'cases',
  fileName: 'caseload.csv',
  sha256: 'a'.repeat(64),
  rows: 4,
  toImport: 2,
  refused: 2,
  problems: [
    { row: 3, column: 'Victim email', message: 'Please enter a valid email address' },
    { row: 5, column: null, message: 'Likely already in Haven as FR-000007: the same victim e-mail, platform and incident date' },
  ],
  ignoredColumns: [{ header: 'Reference', why: 'each imported case gets a number and reference of its own' }],
  newPlatforms: ['Harbour Coin'],
  sample: [
    { row: 2, cells: ['Harbour Coin', 'anna@example.com', 'open', 'investment_scam', '1500.00', 'USD', '2025-03-01', '', '=HYPERLINK("x")'] },
    { row: 4, cells: ['Harbour Coin', 'bob@example.com', 'under_review', '', '0.01', 'USD', '2025-03-02', '', ''] },
  ],
  previewDigest: 'b'.repeat(64),
};

const result: ImportResult = {
  kind: 'cases',
  fileName: 'caseload.csv',
  sha256: 'a'.repeat(64),
  imported: 2,
  refused: 2,
  confirmed: true,
  platformsCreated: ['Harbour Coin'],
  problems: preview.problems,
  records: [
    { row: 2, id: 41, reference: 'FR-000041' },
    { row: 4, id: 42, reference: 'FR-000042' },
  ],
};

type Sent = { kind: FormDataEntryValue | null; file: string | null; previewDigest?: FormDataEntryValue | null; vouched?: FormDataEntryValue | null };
const sessionAs = (role: 'admin' | 'caseworker') => ({ status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } });

function serverWith(answers: Parameters<typeof fakeApi>[0] = {}) {
  const sent: Sent[] = [];
  const record = (body: unknown, withCommit: boolean) => {
    const form = body as FormData;
    const file = form.get('file');
    sent.push({ kind: form.get('kind'), file: file instanceof File ? file.name : null, ...(withCommit ? { previewDigest: form.get('previewDigest'), vouched: form.get('vouched') } : {}) });
  };
  fakeApi({
    'GET /api/admin/session': sessionAs('admin'),
    'POST /api/admin/imports/preview': ({ body }) => {
      record(body, false);
      return { status: 200, body: preview };
    },
    'POST /api/admin/imports': ({ body }) => {
      record(body, true);
      return { status: 201, body: result };
    },
    ...answers,
  });
  return sent;
}

const renderPage = () => renderAt('/admin/import', <ImportPage />);
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
const violations = async (node: Element) => (await axe.run(node, axeOptions)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
const csvFile = () => new File(['Platform,Victim email,Amount lost,Incident date\r\n'], 'caseload.csv', { type: 'text/csv' });

/** What the page handed the browser to save: the file name and its text. */
const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:import');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = (vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] ?? new Blob()) as Blob;
    saved.push({ name: this.download, blob });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the Import staff page', () => {
  it('offers the two kinds of file with their columns and a template, and passes axe', async () => {
    serverWith();
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Import' })).toBeTruthy();
    const columns = screen.getByRole('table', { name: 'Columns of a file of cases' });
    expect(within(columns).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Platformrequired',
      'Victim emailrequired',
      'Status',
      'Fraud type',
      'Amount lostrequired',
      'Currency',
      'Incident daterequired',
      'Website',
      'Description',
    ]);
    await user.click(screen.getByRole('button', { name: 'Download a template' }));
    expect(saved.map((file) => file.name)).toEqual(['cases-template.csv']);
    expect(await saved[0]!.blob.text()).toBe('Platform,Victim email,Status,Fraud type,Amount lost,Currency,Incident date,Website,Description\r\n');

    await user.click(screen.getByRole('radio', { name: /Money trails of cases already in Haven/ }));
    expect(screen.getByRole('table', { name: 'Columns of a file of money trails' })).toBeTruthy();
    expect(await violations(document.body)).toEqual([]);
  });

  it('asks for a file before checking, and sends nothing', async () => {
    const sent = serverWith();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Check the file' }));
    const input = screen.getByLabelText('CSV file');
    expect(messageOf(input)).toBe('Please choose a CSV file to check.');
    expect(document.activeElement).toBe(input);
    expect(sent).toEqual([]);
  });

  it('previews the file: counts, each refusal with row, column and reason, the rows as they will be stored, and the report of refused rows', async () => {
    const sent = serverWith();
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const heading = await screen.findByRole('heading', { name: 'Preview of caseload.csv' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(sent).toEqual([{ kind: 'cases', file: 'caseload.csv' }]);
    expect(screen.getByText(/4 rows read:/).textContent).toBe('4 rows read: 2 to import, 2 refused. Nothing has been imported yet.');
    expect(screen.getByText(/Reference: each imported case gets/)).toBeTruthy();
    expect(screen.getByText(/A platform Haven does not know yet will be added/).textContent).toContain('Harbour Coin');
    const refused = screen.getByRole('table', { name: 'Why each refused row was refused' });
    expect(within(refused).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['3', 'Victim email', 'Please enter a valid email address'],
      ['5', 'The whole row', 'Likely already in Haven as FR-000007: the same victim e-mail, platform and incident date'],
    ]);
    // A cell that looks like a formula is shown as the text it is.
    const rows = screen.getByRole('list', { name: /The rows to import/ });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(2);
    expect(within(rows).getByText('=HYPERLINK("x")')).toBeTruthy();
    expect(await violations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download the refused rows (CSV)' }));
    expect(saved.map((file) => file.name)).toEqual(['caseload-import-report.csv']);
    expect(await saved[0]!.blob.text()).toBe(
      '"Row","Outcome","Reference","Column","Reason"\r\n' +
        '"3","Refused","","Victim email","Please enter a valid email address"\r\n' +
        '"5","Refused","","","Likely already in Haven as FR-000007: the same victim e-mail, platform and incident date"\r\n',
    );
  });

  it('imports with the preview’s digest and the organisation’s word on the addresses, then shows each new reference', async () => {
    const sent = serverWith();
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByRole('heading', { name: 'Preview of caseload.csv' });
    const vouch = screen.getByRole('checkbox', { name: 'These victims gave us these e-mail addresses themselves' });
    expect(vouch.getAttribute('aria-checked')).toBe('false');
    await user.click(vouch);
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    const done = await screen.findByRole('heading', { name: 'Imported 2 cases' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(sent[1]).toEqual({ kind: 'cases', file: 'caseload.csv', previewDigest: 'b'.repeat(64), vouched: 'true' });
    expect(screen.getByText(/They count as confirmed by staff/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FR-000041' }).getAttribute('href')).toBe('/admin/incidents/41');
    expect(screen.getByRole('link', { name: 'Open the incidents list' }).getAttribute('href')).toBe('/admin/incidents');
    expect(await violations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download the import report (CSV)' }));
    const report = await saved.at(-1)!.blob.text();
    expect(report.split('\r\n').slice(1, 4)).toEqual(['"2","Imported","FR-000041","",""', '"3","Refused","","Victim email","Please enter a valid email address"', '"4","Imported","FR-000042","",""']);
  });

  it('imports nothing when the rows changed since the preview: it says so and shows the new preview', async () => {
    const sent = serverWith({
      'POST /api/admin/imports': () => ({ status: 409, body: { code: 'IMPORT_PREVIEW_STALE', message: 'changed' } }),
    });
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByRole('heading', { name: 'Preview of caseload.csv' });
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText(/so it was checked again: look at the new preview below/)).toBeTruthy();
    await waitFor(() => expect(sent.filter((call) => call.previewDigest === undefined)).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: /^Imported/ })).toBeNull();
  });

  it('shows the server’s reason when it refuses the whole file', async () => {
    serverWith({
      'POST /api/admin/imports/preview': () => ({ status: 400, body: { code: 'IMPORT_FILE_REFUSED', message: 'Unknown column: “Victim name”.' } }),
    });
    const { user } = renderPage();
    await user.upload(await screen.findByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The file was not checkedUnknown column: “Victim name”.');
    expect(screen.queryByRole('button', { name: /^Import / })).toBeNull();
  });

  it('tells a caseworker that importing is an admin’s', async () => {
    serverWith({ 'GET /api/admin/session': sessionAs('caseworker') });
    renderPage();
    expect(await screen.findByText(/Only an admin can import a caseload/)).toBeTruthy();
    expect(screen.queryByLabelText('CSV file')).toBeNull();
  });
});
