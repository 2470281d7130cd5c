import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { countryName } from '@shared/places/countries';
import { friendlyPhone } from '@shared/places/phone';
import { idSchema } from '@shared/schemas';
import { RecordHistory } from '@/staff/components/record-history';
import { SectionHeader } from '@/staff/components/section-header';
import { Button } from '@/components/ui/button';
import { hasErrorCode } from '@/lib/api-client';
import { formatDateTime } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { failureToast } from '@/staff/lib/failure-toast';
import { useUser } from '../api/get-user';
import { UserRecords } from '../components/user-records';
import { useUserActions } from '../components/use-user-actions';
import { VerifiedBadge } from '../components/verified-badge';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words text-base">{children}</dd>
    </div>
  );
}

/** /admin/users/:id: one person's profile, their four lists, and the row menu's actions as buttons. */
export default function UserPage() {
  const { t } = useLingui();
  // An address whose id is no id loads nothing and says so.
  const id = idSchema().safeParse(useParams().id).data ?? 0;
  const user = useUser(id);
  const navigate = useNavigate();
  const actions = useUserActions({ onDeleted: () => void navigate(paths.adminUsers) });
  const missing = id === 0 || hasErrorCode(user.error, 'USER_NOT_FOUND');

  useEffect(() => {
    if (user.isError && !missing) failureToast(t`Failed to load user details`);
  }, [user.isError, missing, t]);

  const back = (
    <Link to={paths.adminUsers} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> <Trans>All users</Trans>
    </Link>
  );

  if (!user.data) {
    return (
      <>
        <SectionHeader title={t`User`} />
        <p className="py-4 text-base" role={user.isError || missing ? 'alert' : 'status'}>
          {missing
            ? t`There is no user with this id; the account may have been deleted.`
            : user.isError
              ? t`Failed to load user details`
              : t`Loading…`}
        </p>
        {back}
      </>
    );
  }

  const u = user.data;
  return (
    <>
      <div className="pb-2">{back}</div>
      <SectionHeader
        title={u.fullName}
        description={u.email}
        actions={
          <>
            <Button variant="outline" onClick={() => actions.run('edit', u)}>
              <Trans>Edit User</Trans>
            </Button>
            <Button variant="outline" onClick={() => actions.run('password', u)}>
              <Trans>Send Password Reset Link</Trans>
            </Button>
            {actions.canDelete && (
              <Button variant="destructive" onClick={() => actions.run('delete', u)}>
                <Trans>Delete User</Trans>
              </Button>
            )}
          </>
        }
      />
      <section aria-labelledby="user-profile" className="mb-6 rounded-lg border border-border bg-card p-4">
        <h2 id="user-profile" className="sr-only">
          <Trans>Profile</Trans>
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail term={t`Name`}>{u.fullName}</Detail>
          <Detail term={t`E-mail`}>
            <span className="break-all">{u.email}</span>
          </Detail>
          <Detail term={t`Country`}>{countryName(u.country)}</Detail>
          <Detail term={t`Phone`}>{u.phone ? friendlyPhone(u.phone) : t`Not given`}</Detail>
          <Detail term={t`Joined`}>{formatDateTime(u.createdAt)}</Detail>
          <Detail term={t`Last updated`}>{formatDateTime(u.updatedAt)}</Detail>
        </dl>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <VerifiedBadge isVerified={u.isVerified} />
          <Button variant="outline" size="sm" disabled={actions.busyId === u.id} onClick={() => actions.setVerified(u, !u.isVerified)}>
            {u.isVerified ? t`Unverify` : t`Verify`}
          </Button>
        </div>
      </section>
      <UserRecords userId={u.id} />
      <div className="mt-6">
        <RecordHistory entityType="user_profile" entityId={u.id} headingLevel={2} />
      </div>
      {actions.dialogs}
    </>
  );
}
