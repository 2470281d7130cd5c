import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatNumber } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { SectionHeader } from '@/staff/components/section-header';
import { saveBlob } from '@/staff/lib/staff-file';
import { useStaffSession } from '@/staff/lib/staff-session';
import { useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';
import { ImportPreviewPanel, RefusedRows } from '../components/import-preview';
import { allGoIn, importedHeading, importedSummary } from '../lib/import-words';

const RECORDS_SHOWN = 20;
const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });
/** The columns a file of the chosen kind may have, and what each holds. */
function ColumnsTable({ kind }: { kind: ImportKind }) {
  const { t } = useLingui();
  return (
    <div className="rounded-lg border border-border bg-card">
      <table className="w-full table-fixed text-start text-sm">
        <caption className="sr-only">{kind === 'cases' ? t`Columns of a file of cases` : t`Columns of a file of money trails`}</caption>
        <colgroup>
          {/* Wide enough on a phone for the longest header, 'Transaction date', on one line. */}
          <col className="w-36 sm:w-1/3" />
          <col />
        </colgroup>
        <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Column</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>What it holds</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {importColumns[kind].map((column) => (
            <tr key={column.field} className="border-t border-border align-top">
              <td className="px-3 py-2 font-medium [overflow-wrap:anywhere]">
                {column.header}
                {column.required ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    <Trans>required</Trans>
                  </span>
                ) : null}
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
  const { t } = useLingui();
  const shown = result.records.slice(0, RECORDS_SHOWN);
  const shownCount = shown.length;
  const platformsAdded = result.platformsCreated.length;
  const listPath = result.kind === 'cases' ? (result.confirmed ? paths.adminIncidents : `${paths.adminIncidents}?status=unconfirmed`) : paths.adminMoneyTrails;
  return (
    <section aria-labelledby="import-done" className="flex flex-col gap-4">
      <h2 id="import-done" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
        {importedHeading(result.kind, result.imported)}
      </h2>
      <Alert variant="success">
        <AlertDescription>
          <p className="[overflow-wrap:anywhere]">{importedSummary(result)}</p>
          {result.kind === 'cases' ? (
            <p>
              {result.confirmed
                ? t`They count as confirmed by staff, on your word that these victims gave you their addresses: each victim sees their case when they sign in with that address.`
                : t`They are unconfirmed: a victim sees their case only once staff confirm it (Incidents, filter Unconfirmed).`}
            </p>
          ) : null}
          {platformsAdded > 0 ? <p>{plural(platformsAdded, { one: '# platform was added.', other: '# platforms were added.' })}</p> : null}
        </AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={listPath}>{result.kind === 'cases' ? t`Open the incidents list` : t`Open the money trails`}</Link>
        </Button>
        <Button variant="outline" onClick={onDownload}>
          <Download aria-hidden="true" /> <Trans>Download the import report (CSV)</Trans>
        </Button>
      </div>
      <p className="text-muted-foreground">
        <Trans>The report lists every row: the reference each imported row became, and why each refused row was refused.</Trans>
      </p>
      <section aria-labelledby="import-records" className="flex flex-col gap-2">
        <h3 id="import-records" className="text-lg font-semibold">
          {result.records.length > shownCount ? t`The first ${shownCount} imported rows` : t`Imported rows`}
        </h3>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((record) => {
            const caseId = parseCaseReference(record.reference);
            const row = record.row;
            return (
              <li key={row}>
                <Trans>Row {row}:</Trans>{' '}
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
  const { t } = useLingui();
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
        <SectionHeader title={t`Import`} />
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can import a caseload: an import makes the records of many victims at once.</Trans>
          </AlertDescription>
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
  const maxRows = formatNumber(MAX_IMPORT_ROWS);

  return (
    <section className="flex flex-col gap-6 pb-6">
      <SectionHeader
        title={t`Import`}
        description={t`Bring an existing caseload into Haven from a CSV file: cases with their victims’ e-mail addresses, or the money trails of cases already here. Every row is checked by the same rules as the forms, and you see what would be imported and what is refused, and why, before anything is written. Then every good row is imported at once, or none.`}
      />

      <form onSubmit={check} className="flex flex-col gap-6" aria-busy={preview.isPending}>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>1. What the file holds</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                A CSV file in UTF-8 with a header row naming its columns, at most 5 MB and {maxRows} rows. The columns are those of the Export of the same list, so a
                file exported from Haven reads back as it is.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">
                <Trans>The file holds</Trans>
              </legend>
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
                <Trans>
                  A case’s victim is its e-mail address, as when a case is recorded by hand: no account is made, and a name, phone or country is the victim’s own to
                  give when they sign up. To import the money trails of these cases, import the cases first: the report gives the reference each row became.
                </Trans>
              </p>
            ) : null}
            <div>
              <Button type="button" variant="outline" onClick={() => download(importTemplateCsv(kind), kind === 'cases' ? 'cases-template.csv' : 'money-trails-template.csv')}>
                <Download aria-hidden="true" /> <Trans>Download a template</Trans>
              </Button>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>2. The file</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <Label htmlFor={fileInputId}>
              <Trans>CSV file</Trans>
            </Label>
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
              <Trans>In a spreadsheet, save it as “CSV UTF-8”. Checking it writes nothing.</Trans>
            </p>
            {fileMissing ? (
              <p id={fileErrorId} role="alert" className="text-sm text-destructive">
                <Trans>Please choose a CSV file to check.</Trans>
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={preview.isPending}>
                <FileCheck2 aria-hidden="true" /> {preview.isPending ? <Trans>Checking…</Trans> : <Trans>Check the file</Trans>}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>

      {preview.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>
            <Trans>The file was not checked</Trans>
          </AlertTitle>
          <AlertDescription className="[overflow-wrap:anywhere]">{errorMessage(preview.error, t`The file could not be checked. Please try again.`)}</AlertDescription>
        </Alert>
      ) : null}
      {stale ? (
        <Alert variant="warning" role="alert">
          <AlertTitle>
            <Trans>Nothing was imported</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>The file or Haven’s records changed since the preview, so it was checked again: look at the new preview below, then import.</Trans>
          </AlertDescription>
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
                <CardTitle>
                  <Trans>3. Import</Trans>
                </CardTitle>
                <CardDescription>
                  {allGoIn(checked.kind, toImport)}{' '}
                  <Trans>
                    No e-mail is sent to anyone, and nobody gets an account. The import is recorded in the audit log with the file’s name and fingerprint.
                  </Trans>
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                {checked.kind === 'cases' ? (
                  <div className="flex items-start gap-3">
                    <Checkbox id={vouchId} checked={vouched} onCheckedChange={(checked) => setVouched(checked === true)} aria-describedby={vouchHintId} className="mt-0.5" />
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={vouchId}>
                        <Trans>These victims gave us these e-mail addresses themselves</Trans>
                      </Label>
                      <p id={vouchHintId} className="text-sm text-muted-foreground">
                        <Trans>
                          Ticked, the cases count as confirmed by staff on your word, recorded in the audit log: each victim sees their case when they sign in with that
                          address. Unticked, they are unconfirmed, as a report nobody has confirmed: staff confirm each one before the victim sees it.
                        </Trans>
                      </p>
                    </div>
                  </div>
                ) : null}
                {commit.isError && !stale ? (
                  <Alert variant="destructive" role="alert">
                    <AlertTitle>
                      <Trans>Nothing was imported</Trans>
                    </AlertTitle>
                    <AlertDescription className="[overflow-wrap:anywhere]">{errorMessage(commit.error, t`The import failed, and nothing of it was kept. Please try again.`)}</AlertDescription>
                  </Alert>
                ) : null}
                <div>
                  <Button onClick={runImport} disabled={commit.isPending || preview.isPending}>
                    <Upload aria-hidden="true" /> {commit.isPending ? t`Importing…` : plural(toImport, { one: 'Import # row', other: 'Import # rows' })}
                  </Button>
                </div>
              </CardContent>
            </Card>
          ) : (
            <Alert variant="warning">
              <AlertDescription>
                <Trans>Every row was refused: there is nothing to import. Correct the file and check it again.</Trans>
              </AlertDescription>
            </Alert>
          )}
        </>
      ) : null}
    </section>
  );
}
