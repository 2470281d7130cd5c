import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffApplication } from '@shared/applications/staff-schema';
import { parseCaseReference } from '@shared/format/case-reference';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { CaseReferenceInput } from '@/staff/components/case-reference-input';
import { failureToast } from '@/staff/lib/failure-toast';
import { useLinkApplicationCase, useProposedCase } from '../api/link-application-case';

/**
 * The case an application is about (issue 25): linked, or a case Haven proposes (the same e-mail
 * and platform) to link in one step, or any case staff name. Linked, the victim sees one story.
 */
export function LinkedCaseField({ application }: { application: StaffApplication }) {
  const { t } = useLingui();
  const linked = application.incident;
  const proposal = useProposedCase(application.id, linked === null).data?.proposal ?? null;
  const link = useLinkApplicationCase();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const save = (incidentId: number | null, reference?: string) =>
    link.mutate(
      { id: application.id, body: { incidentId } },
      {
        onSuccess: () => {
          setTyped('');
          setProblem('');
          toast({ title: incidentId === null ? t`Case unlinked` : t`Case linked`, description: reference ? t`The application is now about ${reference}.` : undefined });
        },
        onError: (error) => failureToast(t`The case could not be linked`, { error }),
      },
    );

  if (linked) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Link className="text-primary underline underline-offset-4 hover:no-underline" to={paths.adminIncident(linked.id)}>
          {linked.reference}
        </Link>
        <Button variant="ghost" size="sm" disabled={link.isPending} onClick={() => save(null)}>
          <Trans>Unlink</Trans>
        </Button>
      </span>
    );
  }
  const proposedReference = proposal?.reference;
  const proposedPlatform = proposal?.platformName;
  const proposedOn = proposal ? formatDate(proposal.reportedAt) : '';
  return (
    <span className="flex flex-col gap-2">
      {proposal ? (
        <span className="flex flex-wrap items-center gap-2">
          <span>
            <Trans>
              Probably {proposedReference}: the same e-mail on {proposedPlatform}, reported {proposedOn}.
            </Trans>
          </span>
          <Button size="sm" variant="outline" disabled={link.isPending} onClick={() => save(proposal.id, proposal.reference)}>
            <Trans>Link {proposedReference}</Trans>
          </Button>
        </span>
      ) : (
        <span>
          <Trans>None</Trans>
        </span>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const id = parseCaseReference(typed);
          if (id === null) {
            setProblem(t`Please give a case reference like FR-000123`);
            return;
          }
          save(id, typed.trim());
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Link to another case</Trans>
          <CaseReferenceInput
            className="w-64"
            value={typed}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem('');
            }}
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={link.isPending}>
          <Trans>Link</Trans>
        </Button>
        {problem && (
          <span role="alert" className="basis-full text-sm text-destructive">
            {problem}
          </span>
        )}
      </form>
    </span>
  );
}
