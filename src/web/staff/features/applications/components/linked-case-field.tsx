import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffApplication } from '@shared/applications/staff-schema';
import { formatDate } from '@shared/format/dates';
import { parseCaseReference } from '@shared/format/case-reference';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { paths } from '@/lib/paths';
import { CaseReferenceInput } from '@/staff/components/case-reference-input';
import { failureToast } from '@/staff/lib/failure-toast';
import { useLinkApplicationCase, useProposedCase } from '../api/link-application-case';

/**
 * The case an application is about (issue 25): linked, or a case Haven proposes (the same e-mail
 * and platform) to link in one step, or any case staff name. Linked, the victim sees one story.
 */
export function LinkedCaseField({ application }: { application: StaffApplication }) {
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
          toast({ title: incidentId === null ? 'Case unlinked' : 'Case linked', description: reference ? `The application is now about ${reference}.` : undefined });
        },
        onError: (error) => failureToast('The case could not be linked', { error }),
      },
    );

  if (linked) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Link className="text-primary underline underline-offset-4 hover:no-underline" to={paths.adminIncident(linked.id)}>
          {linked.reference}
        </Link>
        <Button variant="ghost" size="sm" disabled={link.isPending} onClick={() => save(null)}>
          Unlink
        </Button>
      </span>
    );
  }
  return (
    <span className="flex flex-col gap-2">
      {proposal ? (
        <span className="flex flex-wrap items-center gap-2">
          <span>
            Probably {proposal.reference}: the same e-mail on {proposal.platformName}, reported {formatDate(proposal.reportedAt)}.
          </span>
          <Button size="sm" variant="outline" disabled={link.isPending} onClick={() => save(proposal.id, proposal.reference)}>
            Link {proposal.reference}
          </Button>
        </span>
      ) : (
        <span>None</span>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const id = parseCaseReference(typed);
          if (id === null) {
            setProblem('Please give a case reference like FR-000123');
            return;
          }
          save(id, typed.trim());
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          Link to another case
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
          Link
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
