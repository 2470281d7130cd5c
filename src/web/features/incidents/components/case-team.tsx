import { UserRound } from 'lucide-react';
import type { TeamMember } from '@shared/incidents/case-data';
import { EmptyState } from './empty-state';

/** The people staff assigned to the case; never a made-up team (D4). */
export function CaseTeam({ members }: { members: TeamMember[] }) {
  if (members.length === 0) {
    return (
      <EmptyState title="No case team assigned yet">
        Once someone on the team takes your case, their name and role appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {members.map((member, index) => (
        <li key={`${member.name}-${index}`} className="flex items-start gap-3 rounded-lg border border-border p-4">
          <UserRound className="mt-1 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold break-words">{member.name}</p>
            <p className="text-base text-muted-foreground">{member.role}</p>
            {member.email ? (
              <a href={`mailto:${member.email}`} className="text-base break-all text-primary underline underline-offset-4">
                {member.email}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
