import { Download, FileCheck2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { parseCaseReference } from '@shared/format/case-reference';
import { importColumns, importKinds, importKindTitles, importTemplateCsv, MAX_IMPORT_ROWS, type ImportKind, type ImportResult } from '@shared/imports/schema';
import { importReportCsv, importReportFileName } from '@shared/imports/report';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { SectionHeader } from '@/staff/components/section-header';
import { saveBlob } from '@/staff/lib/staff-file';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';
import { ImportPreviewPanel, RefusedRows } from '../components/import-preview';
import { plural } from '../lib/plural';

const RECORDS_SHOWN = 20;
const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });
const what = (kind: ImportKind, n: number) => (kind === 'cases' ? plural(n, 'case') : plural(n, 'money trail'));

/** The columns a file of the chosen kind may have, and what each holds. */
function ColumnsTable({ kind }: { kind: ImportKind }) {
  return (
    <div className="rounded-lg border border-border bg-card">
      <table className="w-full table-fixed text-start text-sm">
        <caption className="sr-only">Columns of a file of {kind === 'cases' ? 'cases' : 'money trails'}</caption>
        <colgroup>
          {/* Wide enough on a phone for the longest header, 'Transaction date', on one line. */}
          <col className="w-36 sm:w-1/3" />
          <col />
        </colgroup>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Column
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              What it holds
            </th>
          </tr>
        </thead>
        <tbody>
          {importColumns[kind].map((column) => (
            <tr key={column.field} className="border-t border-border align-top">
              <td className="px-3 py-2 font-medium [overflow-wrap:anywhere]">
                {column.header}
                {column.required ? <span className="block text-xs font-normal text-muted-foreground">required</span> : null}
              </td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{column.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the import did, with the reference each imported row became. */
function ImportDone({ result, headingRef, onDownload }: { result: ImportResult; headingRef: Ref<HTMLHeadingElement>; onDownload: () => void }) {
  const shown = result.records.slice(0, RECORDS_SHOWN);
  const listPath = result.kind === 'cases' ? (result.confirmed ? paths.adminIncidents : `${paths.adminIncidents}?status=unconfirmed`) : paths.adminMoneyTrails;
  return (
    <section aria-labelledby="import-done" className="flex flex-col gap-4">
      <h2 id="import-done" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
        Imported {what(result.kind, result.imported)}
      </h2>
      <Alert variant="success">
        <AlertDescription>
          <p className="[overflow-wrap:anywhere]">
            {what(result.kind, result.imported)} imported from {result.fileName}
            {result.refused > 0 ? `; ${plural(result.refused, 'row was', 'rows were')} refused and not imported` : ''}. No e-mail was sent.
          </p>
          {result.kind === 'cases' ? (
            <p>
              {result.confirmed
                ? 'They count as confirmed by staff, on your word that these victims gave you their addresses: each victim sees their case when they sign in with that address.'
                : 'They are unconfirmed: a victim sees their case only once staff confirm it (Incidents, filter Unconfirmed).'}
            </p>
          ) : null}
          {result.platformsCreated.length > 0 ? <p>{plural(result.platformsCreated.length, 'platform was', 'platforms were')} added.</p> : null}
        </AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={listPath}>{result.kind === 'cases' ? 'Open the incidents list' : 'Open the money trails'}</Link>
        </Button>
        <Button variant="outline" onClick={onDownload}>
          <Download aria-hidden="true" /> Download the import report (CSV)
        </Button>
      </div>
      <p className="text-muted-foreground">The report lists every row: the reference each imported row became, and why each refused row was refused.</p>
      <section aria-labelledby="import-records" className="flex flex-col gap-2">
        <h3 id="import-records" className="text-lg font-semibold">
          {result.records.length > shown.length ? `The first ${shown.length} imported rows` : 'Imported rows'}
        </h3>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((record) => {
            const caseId = parseCaseReference(record.reference);
            return (
              <li key={record.row}>
                Row {record.row}:{' '}
                {caseId ? (
                  <Link to={paths.adminIncident(caseId)} className="font-mono text-primary underline underline-offset-4">
                    {record.reference}
                  </Link>
                ) : (
                  record.reference
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {result.problems.length > 0 ? <RefusedRows problems={result.problems} onDownload={onDownload} /> : null}
    </section>
  );
}

/**
 * /admin/import (issue 27): an existing caseload from a CSV file. The file is checked row by row
 * and previewed, with each refusal's row, column and reason; then every good row is imported in
 * one transaction, or none. Admins only (D17). Imported cases are unconfirmed unless the admin
 * vouches for the addresses (D18), and nobody is e-mailed.
 */
export default function ImportPage() {
  const session = useStaffSession();
  const [kind, setKind] = useState<ImportKind>('cases');
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [vouched, setVouched] = useState(false);
  const [stale, setStale] = useState(false);
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const fileInputId = useId();
  const fileHintId = useId();
  const fileErrorId = useId();
  const vouchId = useId();
  const vouchHintId = useId();

  // A new preview or result takes the focus, so a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (preview.data) previewHeading.current?.focus();
  }, [preview.data]);
  useEffect(() => {
    if (commit.data) doneHeading.current?.focus();
  }, [commit.data]);

  if (session.data && session.data.role !== 'admin') {
    return (
      <>
        <SectionHeader title="Import" />
        <Alert variant="info">
          <AlertDescription>Only an admin can import a caseload: an import makes the records of many victims at once.</AlertDescription>
        </Alert>
      </>
    );
  }

  const startOver = () => {
    preview.reset();
    commit.reset();
    setStale(false);
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileMissing(true);
      document.getElementById(fileInputId)?.focus();
      return;
    }
    commit.reset();
    setStale(false);
    preview.mutate({ kind, file });
  };

  const runImport = () => {
    if (!file || !preview.data) return;
    commit.mutate(
      { kind, file, previewDigest: preview.data.previewDigest, vouched: kind === 'cases' && vouched },
      {
        onError: (error) => {
          // The rows to import changed since the preview: show the new preview, import nothing.
          if (hasErrorCode(error, 'IMPORT_PREVIEW_STALE')) {
            setStale(true);
            preview.mutate({ kind, file });
          }
        },
      },
    );
  };

  const download = (text: string, name: string) => saveBlob(csvBlob(text), name);
  const result = commit.data;
  const checked = preview.data;
  const toImport = checked?.toImport ?? 0;

  return (
    <section className="flex flex-col gap-6 pb-6">
      <SectionHeader
        title="Import"
        description={`Bring an existing caseload into Haven from a CSV file: cases with their victims’ e-mail addresses, or the money trails of cases already here. Every row is checked by the same rules as the forms, and you see what would be imported and what is refused, and why, before anything is written. Then every good row is imported at once, or none.`}
      />

      <form onSubmit={check} className="flex flex-col gap-6" aria-busy={preview.isPending}>
        <Card>
          <CardHeader>
            <CardTitle>1. What the file holds</CardTitle>
            <CardDescription>
              A CSV file in UTF-8 with a header row naming its columns, at most 5 MB and {MAX_IMPORT_ROWS.toLocaleString('en')} rows. The columns are those of
              the Export of the same list, so a file exported from Haven reads back as it is.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">The file holds</legend>
              {importKinds.map((option) => (
                <label key={option} className="flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2 has-[:checked]:border-primary">
                  <input
                    type="radio"
                    name="import-kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => {
                      setKind(option);
                      startOver();
                    }}
                    className="size-5 accent-primary"
                  />
                  <span>{importKindTitles[option]}</span>
                </label>
              ))}
            </fieldset>
            <ColumnsTable kind={kind} />
            {kind === 'cases' ? (
              <p className="text-sm text-muted-foreground">
                A case’s victim is its e-mail address, as when a case is recorded by hand: no account is made, and a name, phone or country is the victim’s own to
                give when they sign up. To import the money trails of these cases, import the cases first: the report gives the reference each row became.
              </p>
            ) : null}
            <div>
              <Button type="button" variant="outline" onClick={() => download(importTemplateCsv(kind), kind === 'cases' ? 'cases-template.csv' : 'money-trails-template.csv')}>
                <Download aria-hidden="true" /> Download a template
              </Button>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>2. The file</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Label htmlFor={fileInputId}>CSV file</Label>
            <input
              id={fileInputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={fileMissing ? `${fileHintId} ${fileErrorId}` : fileHintId}
              aria-invalid={fileMissing || undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileMissing(false);
                startOver();
              }}
              className="block w-full max-w-full text-base file:me-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-2 file:font-medium focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            />
            <p id={fileHintId} className="text-sm text-muted-foreground">
              In a spreadsheet, save it as “CSV UTF-8”. Checking it writes nothing.
            </p>
            {fileMissing ? (
              <p id={fileErrorId} role="alert" className="text-sm text-destructive">
                Please choose a CSV file to check.
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={preview.isPending}>
                <FileCheck2 aria-hidden="true" /> {preview.isPending ? 'Checking…' : 'Check the file'}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>

      {preview.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The file was not checked</AlertTitle>
          <AlertDescription className="[overflow-wrap:anywhere]">{errorMessage(preview.error, 'The file could not be checked. Please try again.')}</AlertDescription>
        </Alert>
      ) : null}
      {stale ? (
        <Alert variant="warning" role="alert">
          <AlertTitle>Nothing was imported</AlertTitle>
          <AlertDescription>The file or Haven’s records changed since the preview, so it was checked again: look at the new preview below, then import.</AlertDescription>
        </Alert>
      ) : null}

      {result ? (
        <ImportDone result={result} headingRef={doneHeading} onDownload={() => download(importReportCsv(result), importReportFileName(result.fileName))} />
      ) : checked ? (
        <>
          <ImportPreviewPanel preview={checked} headingRef={previewHeading} onDownload={() => download(importReportCsv(checked), importReportFileName(checked.fileName))} />
          {toImport > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>3. Import</CardTitle>
                <CardDescription>
                  All {what(checked.kind, toImport)} go in together, or none does. No e-mail is sent to anyone, and nobody gets an account. The import is recorded in
                  the audit log with the file’s name and fingerprint.
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                {checked.kind === 'cases' ? (
                  <div className="flex items-start gap-3">
                    <Checkbox id={vouchId} checked={vouched} onCheckedChange={(checked) => setVouched(checked === true)} aria-describedby={vouchHintId} className="mt-0.5" />
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={vouchId}>These victims gave us these e-mail addresses themselves</Label>
                      <p id={vouchHintId} className="text-sm text-muted-foreground">
                        Ticked, the cases count as confirmed by staff on your word, recorded in the audit log: each victim sees their case when they sign in with that
                        address. Unticked, they are unconfirmed, as a report nobody has confirmed: staff confirm each one before the victim sees it.
                      </p>
                    </div>
                  </div>
                ) : null}
                {commit.isError && !stale ? (
                  <Alert variant="destructive" role="alert">
                    <AlertTitle>Nothing was imported</AlertTitle>
                    <AlertDescription className="[overflow-wrap:anywhere]">{errorMessage(commit.error, 'The import failed, and nothing of it was kept. Please try again.')}</AlertDescription>
                  </Alert>
                ) : null}
                <div>
                  <Button onClick={runImport} disabled={commit.isPending || preview.isPending}>
                    <Upload aria-hidden="true" /> {commit.isPending ? 'Importing…' : `Import ${plural(toImport, 'row')}`}
                  </Button>
                </div>
              </CardContent>
            </Card>
          ) : (
            <Alert variant="warning">
              <AlertDescription>Every row was refused: there is nothing to import. Correct the file and check it again.</AlertDescription>
            </Alert>
          )}
        </>
      ) : null}
    </section>
  );
}
