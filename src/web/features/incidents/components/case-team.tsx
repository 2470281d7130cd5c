import { Trans, useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import type { OutsideContact } from '@shared/incidents/case-data';
import type { CaseTeamMemberView } from '@shared/incidents/case-staff';
import { EmptyState } from './empty-state';

/**
 * The staff working the case, as their accounts name them; never a made-up team (D4). People
 * outside the organisation who help (a lawyer) are listed apart and said to be so.
 */
export function CaseTeam({ members, outsideContacts = [] }: { members: CaseTeamMemberView[]; outsideContacts?: OutsideContact[] }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      {members.length === 0 ? (
        <EmptyState title={t`No case team assigned yet`}>
          <Trans>Once someone on the team takes your case, their name and role appear here.</Trans>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={t`Case team`}>
          {members.map((member, index) => (
            <li key={`${member.name}-${index}`} className="flex items-start gap-3 rounded-lg border border-border p-4">
              <UserRound className="mt-1 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold break-words">{member.name}</p>
                <p className="text-base text-muted-foreground">{member.role}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {outsideContacts.length > 0 && (
        <section aria-labelledby="outside-contacts-heading" className="flex flex-col gap-2">
          <h3 id="outside-contacts-heading" className="font-semibold">
            <Trans>Outside contacts</Trans>
          </h3>
          <p className="text-base text-muted-foreground">
            <Trans>People outside our team who help on your case. They are not our staff.</Trans>
          </p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {outsideContacts.map((contact, index) => (
              <li key={`${contact.name}-${index}`} className="rounded-lg border border-border p-4">
                <p className="font-semibold break-words">{contact.name}</p>
                <p className="text-base text-muted-foreground">{contact.role}</p>
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className="text-base break-all text-primary underline underline-offset-4">
                    {contact.email}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
