import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDate } from '@/lib/i18n/format';
import { countryName } from '@shared/places/countries';
import type { StaffUser } from '@shared/users/staff-schema';
import { DataTable, type Column, type TableState } from '@/staff/components/data-table';
import { paths } from '@/lib/paths';
import { UserRowMenu, type UserAction } from './user-row-menu';
import { VerifiedBadge } from './verified-badge';

type UsersTableProps = TableState<StaffUser> & {
  canDelete: boolean;
  busyId?: number;
  onAction: (action: UserAction, user: StaffUser) => void;
};

export function UsersTable({ canDelete, busyId, onAction, ...table }: UsersTableProps) {
  const { t } = useLingui();
  const columns: Column<StaffUser>[] = [
    {
      key: 'user',
      header: t`User`,
      cell: (user) => (
        <div className="flex min-w-0 flex-col">
          <Link to={paths.adminUser(user.id)} className="font-medium text-primary underline-offset-4 hover:underline">
            {user.fullName}
          </Link>
          <span className="break-all text-muted-foreground">{user.email}</span>
        </div>
      ),
    },
    { key: 'country', header: t`Country`, cell: (user) => countryName(user.country), className: 'hidden sm:table-cell' },
    { key: 'verified', header: t`Verified`, cell: (user) => <VerifiedBadge isVerified={user.isVerified} /> },
    { key: 'joined', header: t`Joined`, cell: (user) => formatDate(user.createdAt), className: 'hidden md:table-cell whitespace-nowrap' },
    {
      key: 'actions',
      header: <span className="sr-only">{t`Actions`}</span>,
      className: 'w-px text-end',
      cell: (user) => <UserRowMenu user={user} canDelete={canDelete} busy={busyId === user.id} onAction={onAction} />,
    },
  ];
  return <DataTable {...table} columns={columns} rowKey={(user) => user.id} />;
}
