import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  { value: 'all', label: msg`All users` },
  { value: 'verified', label: msg`Verified` },
  { value: 'unverified', label: msg`Unverified` },
];

const sortOptions = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'oldest', label: msg`Oldest first` },
  { value: 'name', label: msg`Name (A-Z)` },
  { value: 'email', label: msg`E-mail (A-Z)` },
];

/** /admin/users: every victim's profile, a page at a time, with the spec's row menu. */
export default function UsersPage() {
  const { t, i18n } = useLingui();
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
      <SectionHeader title={t`Users`} description={t`People with an account, newest first.`} actions={<CreateUserDialog />} />
      <ListToolbar
        searchLabel={t`Search users`}
        searchPlaceholder={t`Search by e-mail or name`}
        {...view.search}
        status={view.status(
          t`Show`,
          statusOptions.map((option) => ({ value: option.value, label: i18n._(option.label) })),
        )}
        actions={
          <>
            <label className="flex flex-col gap-1 text-sm font-medium">
              <Trans>Sort</Trans>
              <NativeSelect className="w-44" value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <ExportButton list="users" query={queryString} className="self-end" />
          </>
        }
      />
      <UsersTable
        {...view.table({
          caption: t`Users`,
          error: t`The users could not be loaded. Try Refresh All or reload the page.`,
          noMatch: t`No users match this search.`,
          none: t`No users yet.`,
        })}
        canDelete={actions.canDelete}
        busyId={actions.busyId}
        onAction={actions.run}
      />
      <Pagination {...view.pager} noun={t`users`} />
      {actions.dialogs}
    </>
  );
}
