import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { caseTeamRoles, type CaseTeamRole } from '@shared/messages/schema';
import type { CaseStaffList, CaseStaffMember } from '@shared/incidents/case-staff';
import { staffRoleLabels } from '@shared/staff/roles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/i18n/format';
import { useStaffDirectory } from '@/staff/lib/get-staff-directory';
import { failureToast } from '@/staff/lib/failure-toast';
import { useAddCaseStaff } from '../api/add-case-staff';
import { useConfirmCaseStaff } from '../api/confirm-case-staff';
import { useGiveCaseTo } from '../api/give-case-to';
import { useCaseStaff } from '../api/get-case-staff';
import { useRemoveCaseStaff } from '../api/remove-case-staff';
import { sayShared } from '@/lib/i18n/shared-texts';

/** A refusal's toast, titled "Not changed" (`title`, said by the caller in the reader's language). */
const refused = (fallback: string, title: string) => (error: unknown) => failureToast(errorMessage(error, fallback), { title });

/** The roles on a case team as stored; shown in the reader's language, an unknown one as stored. */
const caseTeamRoleLabels: Record<string, MessageDescriptor> = {
  'Case Manager': msg`Case Manager`,
  'Legal Advisor': msg`Legal Advisor`,
};
const caseTeamRoleText = (role: string, say: (label: MessageDescriptor) => string) => {
  const label = caseTeamRoleLabels[role];
  return label ? say(label) : role;
};

function MemberRow({ member, list, incidentId }: { member: CaseStaffMember; list: CaseStaffList; incidentId: number }) {
  const confirm = useConfirmCaseStaff(incidentId);
  const remove = useRemoveCaseStaff(incidentId);
  const give = useGiveCaseTo(incidentId);
  const isSelf = member.adminId === list.viewer.adminId;
  const mayRemove = list.viewer.isAdmin || isSelf;
  const { t, i18n } = useLingui();
  const notChanged = t`Not changed`;
  const name = member.name;
  const assignedBy = member.confirmedBy ?? t`an admin`;
  const confirmedAt = member.confirmedAt ? formatDateTime(member.confirmedAt) : null;
  const addedAt = formatDateTime(member.addedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2">
      <div className="flex min-w-0 flex-col gap-1">
        <span>
          <span className="font-medium">{member.name}</span> · {caseTeamRoleText(member.role, (label) => i18n._(label))}
          <span className="text-muted-foreground"> ({sayShared(staffRoleLabels[member.staffRole])})</span>
        </span>
        <span className="text-sm text-muted-foreground">
          {member.confirmed
            ? confirmedAt
              ? t`Assigned by ${assignedBy}, ${confirmedAt}`
              : t`Assigned by ${assignedBy}`
            : t`Took the case ${addedAt}; an admin has not confirmed it yet, so payout account details stay hidden`}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {member.owner && (
          <Badge tone="blue">
            <Trans>Owner</Trans>
          </Badge>
        )}
        {member.disabled && (
          <Badge tone="grey">
            <Trans>Account disabled</Trans>
          </Badge>
        )}
        {member.confirmed ? (
          <Badge tone="green">
            <Trans>Confirmed</Trans>
          </Badge>
        ) : (
          <Badge tone="yellow">
            <Trans>Waiting for an admin</Trans>
          </Badge>
        )}
        {!member.confirmed && list.viewer.isAdmin && (
          <Button
            size="sm"
            variant="outline"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate(member.adminId, {
                onSuccess: () => toast({ title: t`Assignment confirmed`, description: name }),
                onError: refused(t`Could not confirm the assignment`, notChanged),
              })
            }
          >
            <Trans>Confirm {name}</Trans>
          </Button>
        )}
        {!member.owner && !member.disabled && list.viewer.isAdmin && (
          <Button
            size="sm"
            variant="outline"
            disabled={give.isPending}
            onClick={() =>
              give.mutate(member.adminId, {
                onSuccess: () => toast({ title: t`Case given`, description: t`${name} owns the case now and has been told` }),
                onError: refused(t`Could not give the case`, notChanged),
              })
            }
          >
            <Trans>Give the case to {name}</Trans>
          </Button>
        )}
        {mayRemove && (
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(member.adminId, {
                onSuccess: () => toast({ title: isSelf ? t`You left the case` : t`Taken off the case`, description: name }),
                onError: refused(t`Could not change the case team`, notChanged),
              })
            }
          >
            {isSelf ? t`Leave this case` : t`Take ${name} off`}
          </Button>
        )}
      </div>
    </li>
  );
}

/** An admin puts any active staff account on the case, confirmed at once. */
function AssignForm({ incidentId, members }: { incidentId: number; members: CaseStaffMember[] }) {
  const directory = useStaffDirectory(true);
  const add = useAddCaseStaff(incidentId);
  const [chosen, setChosen] = useState('');
  const [role, setRole] = useState<CaseTeamRole>('Case Manager');
  const [owner, setOwner] = useState(false);
  const staffId = useId();
  const roleId = useId();
  const ownerId = useId();
  const hasOwner = members.some((m) => m.owner);
  const candidates = (directory.data?.items ?? []).filter((item) => !members.some((m) => m.adminId === item.id));
  const { t, i18n } = useLingui();
  if (directory.isError)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Staff accounts could not be loaded. Reload the page to assign someone.</Trans>
      </p>
    );
  const submit = () =>
    add.mutate(
      { adminId: Number(chosen), role, ...(owner ? { owner: true } : {}) },
      {
        onSuccess: () => {
          setChosen('');
          setOwner(false);
          toast({ title: t`Put on the case` });
        },
        onError: refused(t`Could not put them on the case`, t`Not changed`),
      },
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-48 flex-1 flex-col gap-1.5 text-sm font-medium">
        <label htmlFor={staffId}>
          <Trans>Staff member</Trans>
        </label>
        <NativeSelect id={staffId} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={directory.isLoading}>
          <option value="">{directory.isLoading ? t`Loading staff…` : t`Choose a staff member`}</option>
          {candidates.map((item) => (
            <option key={item.id} value={item.id}>
              {item.displayName} ({sayShared(staffRoleLabels[item.role])})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-40 flex-col gap-1.5 text-sm font-medium">
        <label htmlFor={roleId}>
          <Trans>Role on the case</Trans>
        </label>
        <NativeSelect id={roleId} value={role} onChange={(event) => setRole(event.target.value as CaseTeamRole)}>
          {caseTeamRoles.map((value) => (
            <option key={value} value={value}>
              {caseTeamRoleText(value, (label) => i18n._(label))}
            </option>
          ))}
        </NativeSelect>
      </div>
      {hasOwner ? (
        <label htmlFor={ownerId} className="flex min-h-10 items-center gap-2 text-sm">
          <Checkbox id={ownerId} checked={owner} onCheckedChange={(checked) => setOwner(checked === true)} />
          <Trans>Make them the owner</Trans>
        </label>
      ) : null}
      <Button variant="outline" onClick={submit} disabled={chosen === '' || add.isPending}>
        <Trans>Put on the case</Trans>
      </Button>
    </div>
  );
}

/**
 * Who works the case (D17): staff accounts, never typed-in names, one of them its owner (D27: the
 * first on the case, or whom an admin gives it to). An admin assigns anyone; a caseworker may take
 * a case nobody is on, which opens the payout details only once an admin confirms; anyone may
 * leave. The victim sees these people, by the names their accounts show.
 */
export function CaseStaffSection({ incidentId }: { incidentId: number }) {
  const staff = useCaseStaff(incidentId);
  const take = useAddCaseStaff(incidentId);
  const headingId = useId();
  const list = staff.data;
  const { t } = useLingui();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Case team</Trans>
        </h2>
        {staff.isError && <p className="text-destructive">{errorMessage(staff.error, t`The case team could not be loaded.`)}</p>}
        {staff.isLoading && (
          <p className="text-muted-foreground">
            <Trans>Loading the case team…</Trans>
          </p>
        )}
        {list && (
          <>
            {list.members.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>No one is on this case yet.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
                {list.members.map((member) => (
                  <MemberRow key={member.adminId} member={member} list={list} incidentId={incidentId} />
                ))}
              </ul>
            )}
            {list.viewer.isAdmin ? (
              <AssignForm incidentId={incidentId} members={list.members} />
            ) : (
              list.members.length === 0 && (
                <div className="flex flex-col gap-2">
                  <p className="text-sm text-muted-foreground">
                    <Trans>You may take this case: it becomes yours to work on. Payout account details stay hidden until an admin confirms you.</Trans>
                  </p>
                  <div>
                    <Button
                      variant="outline"
                      disabled={take.isPending}
                      onClick={() => take.mutate({}, { onSuccess: () => toast({ title: t`You took the case` }), onError: refused(t`Could not take the case`, t`Not changed`) })}
                    >
                      <Trans>Take this case</Trans>
                    </Button>
                  </div>
                </div>
              )
            )}
          </>
        )}
      </section>
    </Card>
  );
}
