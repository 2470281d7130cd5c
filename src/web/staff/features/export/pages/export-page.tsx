import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { exportFormats, exportLists, exportListTitles, type ExportList } from '@shared/export/schema';
import { ExportButton } from '@/staff/components/export-button';
import { SectionHeader } from '@/staff/components/section-header';
import { ShareIdentifiersMenu } from '@/staff/components/share-identifiers-menu';
import { useStaffSession } from '@/staff/lib/staff-session';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** Said with `i18n._` where drawn. */
const descriptions: Record<ExportList, MessageDescriptor> = {
  users: msg`Victims’ profiles: name, e-mail, phone, country and whether they are verified. Never a password.`,
  incidents: msg`Every case with its reference, platform, victim e-mail, status, amount lost and dates.`,
  'recovery-applications': msg`Applications for help, with the applicant’s details, status and admin notes.`,
  'money-trails': msg`Transfers with each amount exact in its own currency, the accounts and the dates.`,
  'payout-requests': msg`Payout requests with amounts and decisions; account details only masked.`,
  documents: msg`Each file’s name, type, size, status and SHA-256. The files themselves stay in the case.`,
  messages: msg`Every message on every case with its words; the team’s internal notes are included and marked.`,
  'audit-log': msg`Every change made through the staff side: who, role, action, record, before and after.`,
};

const formatNames = { csv: 'CSV', json: 'JSON' } as const;

// D17: a caseworker's file of these lists holds only their own cases (an admin put them on, or
// confirmed them on); the server decides, the card says so.
const ownCasesLists: readonly ExportList[] = ['users', 'incidents', 'recovery-applications', 'money-trails', 'payout-requests', 'documents', 'messages'];

function OwnCasesNote() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Your file holds only those of your own cases; an export of everyone is an admin’s.</Trans>
    </p>
  );
}

/** "CSV", with what it does for a screen reader: "Download Users as CSV". */
function FormatLabel({ title, format }: { title: string; format: string }) {
  return (
    <Trans>
      <span className="sr-only">Download {title} as </span>
      {format}
    </Trans>
  );
}

function ExportCard({ list, allowed, ownCasesOnly }: { list: ExportList; allowed: boolean; ownCasesOnly: boolean }) {
  const headingId = useId();
  const { i18n } = useLingui();
  const title = exportListTitles[list];
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader className="flex-1">
        <CardTitle id={headingId} className="text-lg">
          {title}
        </CardTitle>
        <CardDescription>{i18n._(descriptions[list])}</CardDescription>
        {ownCasesOnly ? <OwnCasesNote /> : null}
      </CardHeader>
      <div className="flex flex-wrap gap-2 px-6 pb-6">
        {allowed ? (
          exportFormats.map((format) => (
            <ExportButton key={format} list={list} format={format}>
              <FormatLabel title={title} format={formatNames[format]} />
            </ExportButton>
          ))
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Only an admin can export the audit log.</Trans>
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * The scammer identifiers of every confirmed case, for threat-intelligence teams and the police
 * (issue 27): STIX 2.1 or a MISP event, never a victim's data. A caseworker's file holds their own cases.
 */
function ScammerIdentifiersCard({ ownCasesOnly }: { ownCasesOnly: boolean }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col">
      <CardHeader className="flex-1">
        <CardTitle id={headingId} className="text-lg">
          <Trans>Scammer Identifiers</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The websites, receiving accounts, wallets, phones and e-mail addresses scammers used in confirmed cases, as STIX 2.1 or a MISP event for
            threat-intelligence teams and the police. Never a victim’s name, contact details, accounts, amounts, messages or files; unconfirmed reports and
            well-known sites are left out.
          </Trans>
        </CardDescription>
        {ownCasesOnly ? <OwnCasesNote /> : null}
      </CardHeader>
      <div className="flex flex-wrap gap-2 px-6 pb-6">
        <ShareIdentifiersMenu />
      </div>
    </Card>
  );
}

/** /admin/export: every staff list as a CSV (spreadsheets) or JSON file, each row of it (D10). */
export default function ExportPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  // Until the role is known the buttons show; the server refuses what the role may not read.
  const isCaseworker = session.data !== undefined && session.data.role !== 'admin';
  return (
    <>
      <SectionHeader
        title={t`Export`}
        description={t`Download every row of a list: CSV opens in a spreadsheet, JSON suits other programs. Amounts are exact, dates are ISO 8601, and each export is recorded in the audit log. A list’s own Export button keeps the search and filters chosen there.`}
      />
      <div className="grid gap-4 pb-6 md:grid-cols-2">
        {exportLists.map((list) => (
          <ExportCard key={list} list={list} allowed={!(list === 'audit-log' && isCaseworker)} ownCasesOnly={isCaseworker && ownCasesLists.includes(list)} />
        ))}
        <ScammerIdentifiersCard ownCasesOnly={isCaseworker} />
      </div>
    </>
  );
}
