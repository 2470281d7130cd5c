import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@shared/format/dates';
import type { StaffMember } from '@shared/staff/staff-schema';
import { staffRoleLabels } from '@shared/staff/roles';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
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

const statusOptions = [
  { value: 'all', label: 'All accounts' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

function StaffAccounts() {
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
        onSuccess: (result) => done('Link sent', `A new set-password link was sent to ${member.email ?? member.username}.`, result.setPasswordUrl),
        onError: (error) => failed(error, 'Failed to send the link'),
      });
      return;
    }
    if (action === 'second-factor') {
      resetFactor.mutate(member.id, {
        onSuccess: () => done('Second factor reset', `${member.displayName}'s app, passkeys and recovery codes were removed, and they were signed out.`),
        onError: (error) => failed(error, 'Failed to reset the second factor'),
      });
      return;
    }
    const changes = action === 'role' ? { role: otherRole(member) } : { disabled: action === 'disable' };
    change.mutate(
      { id: member.id, changes },
      {
        onSuccess: (after) =>
          done(
            'Staff account updated',
            action === 'role'
              ? `${after.displayName} is now ${staffRoleLabels[after.role]}.`
              : `${after.displayName} is ${after.disabled ? 'disabled' : 'enabled'}.`,
          ),
        onError: (error) => failed(error, 'Failed to update the staff account'),
      },
    );
  };

  const columns: Column<StaffMember>[] = [
    { key: 'username', header: 'Username', cell: (m) => <span className="whitespace-nowrap font-medium">{m.username}</span> },
    { key: 'name', header: 'Display name', cell: (m) => m.displayName },
    { key: 'email', header: 'E-mail', cell: (m) => <span className="block min-w-48 break-all">{m.email ?? 'None'}</span> },
    { key: 'role', header: 'Role', cell: (m) => <Badge tone={m.role === 'admin' ? 'blue' : 'grey'}>{staffRoleLabels[m.role]}</Badge> },
    { key: 'status', header: 'Status', cell: (m) => <Badge tone={m.disabled ? 'red' : 'green'}>{m.disabled ? 'Disabled' : 'Active'}</Badge> },
    { key: 'last', header: 'Last sign-in', cell: (m) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt) : 'Never') },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      className: 'w-12 text-end',
      cell: (m) => <StaffRowMenu member={m} isSelf={m.username === session.data?.username} onAction={(action, member) => setPending({ action, member })} />,
    },
  ];
  const view = listView({ params, update }, list);

  return (
    <>
      <ListToolbar
        searchLabel="Search staff"
        searchPlaceholder="Username, name or e-mail"
        {...view.search}
        status={view.status('Status', statusOptions)}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" /> Add staff member
          </Button>
        }
      />
      {devLink && <DevLinkNotice url={devLink} />}
      <DataTable
        caption={`Staff accounts, page ${params.page}`}
        columns={columns}
        rows={list.data?.items}
        rowKey={(m) => m.id}
        isLoading={list.isFetching}
        error={list.isError ? 'The staff accounts could not be loaded. Try Refresh All.' : undefined}
        empty={params.q || params.status !== 'all' ? 'No staff account matches.' : 'No staff accounts yet.'}
      />
      <Pagination {...view.pager} noun="staff accounts" />
      <AddStaffDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={({ username, setPasswordUrl }) => done('Staff member added', `${username} will get an e-mail with a link to set a password.`, setPasswordUrl)}
      />
      <ConfirmStaffAction pending={pending} busy={change.isPending || sendLink.isPending || resetFactor.isPending} onConfirm={confirm} onCancel={() => setPending(null)} />
    </>
  );
}

/** The Staff section (admins only, D17). A case worker who opens it is told so, plainly. */
export default function StaffPage() {
  const session = useStaffSession();
  return (
    <section className="flex flex-col gap-2">
      <SectionHeader title="Staff" description="Who can sign in to the staff side, and with which role." />
      {session.data?.role === 'admin' ? (
        <StaffAccounts />
      ) : session.data ? (
        <Alert variant="info">
          <AlertTitle>Admins only</AlertTitle>
          <AlertDescription>Only an admin can manage staff accounts.</AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
