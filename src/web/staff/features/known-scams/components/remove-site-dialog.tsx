import { zodResolver } from '@hookform/resolvers/zod';
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
  const form = useForm<RemoveScamSiteInput, unknown, z.output<typeof removeScamSiteSchema>>({
    resolver: zodResolver(removeScamSiteSchema),
    defaultValues: { site: site.domain, reason: '' },
  });

  const onSubmit = (body: z.output<typeof removeScamSiteSchema>) => {
    refusal.clear();
    remove.mutate(body, {
      onSuccess: (saved) => {
        toast({ title: 'Site Removed', description: `${saved.domain} is off the public list.` });
        onDone();
      },
      onError: (error) => refusal.show(error, 'Failed to remove the site'),
    });
  };

  return (
    <form className="flex flex-col gap-4" noValidate aria-busy={remove.isPending} onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Why is this entry wrong?" required hint="Kept in the audit log and on this page; the public does not see it." error={form.formState.errors.reason?.message}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action="Remove from list" pendingAction="Removing..." pending={remove.isPending} variant="destructive" />
    </form>
  );
}

/** Removing keeps the site off even when reports name it later, so the dialog says that first. */
export function RemoveSiteDialog({ site, onClose }: { site: StaffListedSite | null; onClose: () => void }) {
  return (
    <RecordDialog record={site} onClose={onClose} className="max-w-lg" title={site ? `Remove ${site.domain} from the public list?` : 'Remove from the public list?'}
      description={
        <>
          {site && site.reporters > 0 ? `${site.reporters} ${site.reporters === 1 ? 'person has' : 'different people have'} reported it. ` : null}
          It stays off the list, whatever reports say later, until staff list it again.
        </>
      }
    >
      {(site) => <RemoveSiteForm key={site.domain} site={site} onDone={onClose} />}
    </RecordDialog>
  );
}
