import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { forgetSession } from '@/lib/session/forget-session';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** For a lost phone or a password someone else may know: every device is signed out, this one too. */
export function SignOutEverywhere() {
  const { t } = useLingui();
  const signOut = useSignOutEverywhere();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onClick = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        forgetSession(queryClient);
        toast({ title: t`Signed out everywhere`, description: t`Every device is signed out. Sign in again to continue.` });
        void navigate(paths.login, { replace: true });
      },
      onError: (error) =>
        toast({
          title: t`Not signed out`,
          description: errorMessage(error, t`Something went wrong. Please try again.`),
          variant: 'destructive',
        }),
    });
  return (
    <Button type="button" variant="outline" className="self-start" onClick={onClick} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" /> {signOut.isPending ? t`Signing out...` : t`Sign out everywhere`}
    </Button>
  );
}
