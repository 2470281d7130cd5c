import { zodResolver } from '@hookform/resolvers/zod';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { removeScamSiteSchema, type RemoveScamSiteInput, type StaffListedSite } from '@shared/site-safety/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useRemoveScamSite } from '../api/remove-scam-site';

function RemoveSiteForm({ site, onDone }: { site: StaffListedSite; onDone: () => void }) {
  const remove = useRemoveScamSite();
  const refusal = useRefusal();
  const { t } = useLingui();
  const form = useForm<RemoveScamSiteInput, unknown, z.output<typeof removeScamSiteSchema>>({
    resolver: zodResolver(removeScamSiteSchema),
    defaultValues: { site: site.domain, reason: '' },
  });

  const onSubmit = (body: z.output<typeof removeScamSiteSchema>) => {
    refusal.clear();
    remove.mutate(body, {
      onSuccess: (saved) => {
        const domain = saved.domain;
        toast({ title: t`Site Removed`, description: t`${domain} is off the public list.` });
        onDone();
      },
      onError: (error) => refusal.show(error, t`Failed to remove the site`),
    });
  };

  return (
    <form className="flex flex-col gap-4" noValidate aria-busy={remove.isPending} onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        label={t`Why is this entry wrong?`}
        required
        hint={t`Kept in the audit log and on this page; the public does not see it.`}
        error={form.formState.errors.reason?.message}
      >
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`Remove from list`} pendingAction={t`Removing...`} pending={remove.isPending} variant="destructive" />
    </form>
  );
}

/** Removing keeps the site off even when reports name it later, so the dialog says that first. */
export function RemoveSiteDialog({ site, onClose }: { site: StaffListedSite | null; onClose: () => void }) {
  const { t } = useLingui();
  const domain = site?.domain;
  const reporters = site?.reporters ?? 0;
  return (
    <RecordDialog
      record={site}
      onClose={onClose}
      className="max-w-lg"
      title={domain !== undefined ? t`Remove ${domain} from the public list?` : t`Remove from the public list?`}
      description={
        <>
          {reporters > 0 ? (
            <>
              <Plural value={reporters} one="# person has reported it." other="# different people have reported it." />{' '}
            </>
          ) : null}
          <Trans>It stays off the list, whatever reports say later, until staff list it again.</Trans>
        </>
      }
    >
      {(site) => <RemoveSiteForm key={site.domain} site={site} onDone={onClose} />}
    </RecordDialog>
  );
}
