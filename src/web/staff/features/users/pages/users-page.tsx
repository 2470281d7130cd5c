import { useNavigate } from 'react-router';
import { ExportButton } from '@/staff/components/export-button';
import { ListToolbar } from '@/staff/components/list-toolbar';
import { Pagination } from '@/staff/components/pagination';
import { SectionHeader } from '@/staff/components/section-header';
import { listView } from '@/staff/lib/list-view';
import { useListParams } from '@/staff/lib/use-list-params';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/lib/paths';
import { useUsers } from '../api/get-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { useUserActions } from '../components/use-user-actions';
import { UsersTable } from '../components/users-table';

const statusOptions = [
  { value: 'all', label: 'All users' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
];

const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'email', label: 'E-mail (A-Z)' },
];

/** /admin/users: every victim's profile, a page at a time, with the spec's row menu. */
export default function UsersPage() {
  const { params, update, queryString } = useListParams({ sort: 'newest' });
  const list = useUsers(queryString);
  const navigate = useNavigate();
  const actions = useUserActions({
    onView: (user) => void navigate(paths.adminUser(user.id)),
    // The deleted row and its menu button are gone: work continues from the section's heading.
    onDeleted: () => document.querySelector<HTMLElement>('main h1, h1')?.focus(),
  });
  const view = listView({ params, update }, list);

  return (
    <>
      <SectionHeader title="Users" description="People with an account, newest first." actions={<CreateUserDialog />} />
      <ListToolbar
        searchLabel="Search users"
        searchPlaceholder="Search by e-mail or name"
        {...view.search}
        status={view.status('Show', statusOptions)}
        actions={
          <>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Sort
              <NativeSelect className="w-44" value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <ExportButton list="users" query={queryString} className="self-end" />
          </>
        }
      />
      <UsersTable
        {...view.table({ caption: 'Users', error: 'The users could not be loaded. Try Refresh All or reload the page.', noMatch: 'No users match this search.', none: 'No users yet.' })}
        canDelete={actions.canDelete}
        busyId={actions.busyId}
        onAction={actions.run}
      />
      <Pagination {...view.pager} noun="users" />
      {actions.dialogs}
    </>
  );
}
