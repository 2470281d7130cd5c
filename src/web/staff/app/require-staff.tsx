import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { readStaffToken, storeStaffToken } from '@/lib/staff-token';
import { hasErrorCode } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { FreshConfirmation } from '../features/auth/components/fresh-confirmation-dialog';
import { staffKeys } from '../lib/staff-query-keys';
import { useStaffSession } from '../lib/staff-session';

/**
 * Where a session that still owes its second factor goes (issue 22): the sign-in page's code step,
 * or setting one up; it keeps its token, and comes back to `from` afterwards.
 */
function secondFactorDetour(error: unknown): string | null {
  if (hasErrorCode(error, 'SECOND_FACTOR_REQUIRED')) return paths.adminLogin;
  if (hasErrorCode(error, 'SECOND_FACTOR_ENROLMENT_REQUIRED')) return paths.adminSecondFactorSetup;
  return null;
}

/**
 * Any staff call refused for want of a live sign-in (the session expired, was revoked, or the
 * account was disabled) sends the person to sign in, from wherever they were, and forgets the token.
 */
function useSignInWhenSessionEnds(from: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const leave = (error: unknown) => {
      const detour = secondFactorDetour(error);
      if (detour) {
        void navigate(detour, { replace: true, state: { from, secondFactor: true } });
        return;
      }
      if (!hasErrorCode(error, 'STAFF_SIGN_IN_REQUIRED')) return;
      storeStaffToken(null);
      queryClient.removeQueries({ queryKey: staffKeys.all });
      void navigate(paths.adminLogin, { replace: true, state: { from } });
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') leave(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, navigate, from]);
}

/**
 * The staff screens open only with a live staff session: no token goes straight to sign-in; with
 * one, the session is asked for first. The server still checks every call (D8); this only spares
 * the person a screen of failures.
 */
export function RequireStaff() {
  const location = useLocation();
  const token = readStaffToken();
  const session = useStaffSession(token !== null);
  useSignInWhenSessionEnds(location.pathname + location.search);

  if (!token || hasErrorCode(session.error, 'STAFF_SIGN_IN_REQUIRED')) {
    if (token) storeStaffToken(null);
    return <Navigate to={paths.adminLogin} replace state={{ from: location.pathname + location.search }} />;
  }
  const detour = secondFactorDetour(session.error);
  if (detour) return <Navigate to={detour} replace state={{ from: location.pathname + location.search, secondFactor: true }} />;
  if (session.isPending) return <PageFallback />;
  return (
    <>
      <FreshConfirmation />
      <Outlet />
    </>
  );
}
