import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { StaffMember } from '@shared/staff/staff-schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatTimeZone } from '@/lib/i18n/format';
import { DataTable, type Column } from '@/staff/components/data-table';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { useStaffSession } from '@/staff/lib/staff-session';
import { failureToast } from '@/staff/lib/failure-toast';
import { useStaffList } from '../api/get-staff-list';
import { useResetStaffSecondFactor } from '../api/reset-staff-second-factor';
import { useSendStaffPasswordLink } from '../api/send-staff-password-link';
import { useUpdateStaff } from '../api/update-staff';
import { AddStaffDialog } from '../components/add-staff-dialog';
import { ConfirmStaffAction } from '../components/confirm-staff-action';
import { DevLinkNotice } from '../components/dev-link-notice';
import { otherRole, StaffRowMenu, type StaffAction } from '../components/staff-row-menu';
import { staffRoleText } from '../components/staff-role-text';

const statusOptions = [
  { value: 'all', label: msg`All accounts` },
  { value: 'active', label: msg`Active` },
  { value: 'disabled', label: msg`Disabled` },
];

function StaffAccounts() {
  const { t, i18n } = useLingui();
  const { params, update, queryString } = useListParams();
  const list = useStaffList(queryString);
  const change = useUpdateStaff();
  const sendLink = useSendStaffPasswordLink();
  const resetFactor = useResetStaffSecondFactor();
  const session = useStaffSession();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<{ action: StaffAction; member: StaffMember } | null>(null);
  const [devLink, setDevLink] = useState<string | null>(null);

  const done = (title: string, description: string, url?: string) => {
    setPending(null);
    setDevLink(url ?? null);
    toast({ title, description });
  };
  const failed = (error: unknown, fallback: string) => {
    setPending(null);
    failureToast(errorMessage(error, fallback));
  };

  const confirm = () => {
    if (!pending) return;
    const { action, member } = pending;
    if (action === 'link') {
      sendLink.mutate(member.id, {
        onSuccess: (result) => {
          const address = member.email ?? member.username;
          done(t`Link sent`, t`A new set-password link was sent to ${address}.`, result.setPasswordUrl);
        },
        onError: (error) => failed(error, t`Failed to send the link`),
      });
      return;
    }
    if (action === 'second-factor') {
      resetFactor.mutate(member.id, {
        onSuccess: () => {
          const name = member.displayName;
          done(t`Second factor reset`, t`${name}'s app, passkeys and recovery codes were removed, and they were signed out.`);
        },
        onError: (error) => failed(error, t`Failed to reset the second factor`),
      });
      return;
    }
    const changes = action === 'role' ? { role: otherRole(member) } : { disabled: action === 'disable' };
    change.mutate(
      { id: member.id, changes },
      {
        onSuccess: (after) => {
          const name = after.displayName;
          const role = staffRoleText(after.role);
          done(
            t`Staff account updated`,
            action === 'role' ? t`${name} is now ${role}.` : after.disabled ? t`${name} is disabled.` : t`${name} is enabled.`,
          );
        },
        onError: (error) => failed(error, t`Failed to update the staff account`),
      },
    );
  };

  const zone = formatTimeZone();
  const columns: Column<StaffMember>[] = [
    { key: 'username', header: t`Username`, cell: (m) => <span className="whitespace-nowrap font-medium">{m.username}</span> },
    { key: 'name', header: t`Display name`, cell: (m) => m.displayName },
    { key: 'email', header: t`E-mail`, cell: (m) => <span className="block min-w-48 break-all">{m.email ?? t`None`}</span> },
    { key: 'role', header: t`Role`, cell: (m) => <Badge tone={m.role === 'admin' ? 'blue' : 'grey'}>{staffRoleText(m.role)}</Badge> },
    { key: 'status', header: t`Status`, cell: (m) => <Badge tone={m.disabled ? 'red' : 'green'}>{m.disabled ? t`Disabled` : t`Active`}</Badge> },
    { key: 'last', header: t`Last sign-in (${zone})`, cell: (m) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t`Never`) },
    {
      key: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      className: 'w-12 text-end',
      cell: (m) => <StaffRowMenu member={m} isSelf={m.username === session.data?.username} onAction={(action, member) => setPending({ action, member })} />,
    },
  ];
  const view = listView({ params, update }, list);
  const page = params.page;

  return (
    <>
      <ListToolbar
        searchLabel={t`Search staff`}
        searchPlaceholder={t`Username, name or e-mail`}
        {...view.search}
        status={view.status(
          t`Status`,
          statusOptions.map((option) => ({ value: option.value, label: i18n._(option.label) })),
        )}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" /> <Trans>Add staff member</Trans>
          </Button>
        }
      />
      {devLink && <DevLinkNotice url={devLink} />}
      <DataTable
        caption={t`Staff accounts, page ${page}`}
        columns={columns}
        rows={list.data?.items}
        rowKey={(m) => m.id}
        isLoading={list.isFetching}
        error={list.isError ? t`The staff accounts could not be loaded. Try Refresh All.` : undefined}
        empty={params.q || params.status !== 'all' ? t`No staff account matches.` : t`No staff accounts yet.`}
      />
      <Pagination {...view.pager} noun={t`staff accounts`} />
      <AddStaffDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={({ username, setPasswordUrl }) => done(t`Staff member added`, t`${username} will get an e-mail with a link to set a password.`, setPasswordUrl)}
      />
      <ConfirmStaffAction pending={pending} busy={change.isPending || sendLink.isPending || resetFactor.isPending} onConfirm={confirm} onCancel={() => setPending(null)} />
    </>
  );
}

/** The Staff section (admins only, D17). A case worker who opens it is told so, plainly. */
export default function StaffPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  return (
    <section className="flex flex-col gap-2">
      <SectionHeader title={t`Staff`} description={t`Who can sign in to the staff side, and with which role.`} />
      {session.data?.role === 'admin' ? (
        <StaffAccounts />
      ) : session.data ? (
        <Alert variant="info">
          <AlertTitle>
            <Trans>Admins only</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>Only an admin can manage staff accounts.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
