import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { setUserPasswordSchema, type SetUserPasswordInput, type StaffUser } from '@shared/users/admin-schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { useSetUserPassword } from '../api/change-user';
import { failureToast } from '@/admin/lib/failure-toast';

function ChangePasswordForm({ user, onDone }: { user: StaffUser; onDone: () => void }) {
  const change = useSetUserPassword();
  const form = useForm<SetUserPasswordInput, unknown, z.output<typeof setUserPasswordSchema>>({
    resolver: zodResolver(setUserPasswordSchema),
    defaultValues: { email: user.email, password: '' },
  });
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={form.handleSubmit((body) =>
        change.mutate(body, {
          onSuccess: (result) => {
            toast({
              title: 'Password changed',
              description: result.mailSent
                ? `${user.email} was signed out everywhere and will be told by e-mail.`
                : `${user.email} was signed out everywhere. No mail server is set, so no e-mail can tell them.`,
            });
            onDone();
          },
          onError: (error) => {
            // The victim side's rules (too common, holds the address) are the server's to judge; show why here too.
            if (hasErrorCode(error, 'WEAK_PASSWORD', 'VALIDATION_FAILED') && error instanceof ApiError && error.serverMessage) {
              form.setError('password', { message: error.serverMessage });
            }
            failureToast('Failed to change password', error);
          },
        }),
      )}
    >
      <FormField label="New password" required error={form.formState.errors.password?.message} hint="At least 8 characters; not a common password, and not the e-mail address.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function ChangePasswordDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Sets a new password for {user?.email}. They are signed out everywhere, links already sent to them stop working, and they
            are told by e-mail (without the password).
          </DialogDescription>
        </DialogHeader>
        {user ? <ChangePasswordForm user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
