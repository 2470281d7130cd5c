import { Trans, useLingui } from '@lingui/react/macro';
import { DevMailLink } from '@/components/dev-mail-link';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendVerification } from '../api/send-verification';

function useApplyForRecovery() {
  const { t } = useLingui();
  const mutation = useSendVerification();
  const apply = (email: string) =>
    mutation.mutate(email, {
      onSuccess: (data) => {
        if (data.verificationUrl) {
          toast({
            title: t`Development Mode - Verification Ready`,
            description: t`Email verification URL generated. Click the link below to continue.`,
            duration: 10_000,
          });
        } else {
          toast({
            title: t`Verification Email Sent`,
            description: t`Please check your email for verification instructions to access your dashboard.`,
            duration: 8_000,
          });
        }
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          toast({
            title: t`Verification Failed`,
            description: errorMessage(error, t`Failed to send verification email. Please try again.`),
            variant: 'destructive',
          });
        } else {
          toast({ title: t`Connection Error`, description: t`An error occurred. Please try again.`, variant: 'destructive' });
        }
      },
    });
  return { apply, isPending: mutation.isPending, verificationUrl: mutation.data?.verificationUrl };
}

/**
 * A search card's "Apply for Recovery" for the searched address: the verification e-mail goes to
 * that address, so only its owner can go on. Rendered as the card's action row and, in
 * development, the link below it.
 */
export function ApplyByEmail({ email }: { email: string }) {
  const { t } = useLingui();
  const { apply, isPending, verificationUrl } = useApplyForRecovery();
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button onClick={() => apply(email)} disabled={isPending} className="w-full sm:w-auto">
          {isPending ? <Trans>Processing...</Trans> : <Trans>Apply for Recovery</Trans>}
        </Button>
      </div>
      {verificationUrl ? <DevMailLink url={verificationUrl} title={t`verification link`} action={t`Continue Email Verification`} /> : null}
    </>
  );
}
