import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fraudTypes } from '@shared/incidents/fraud-types';
import { fraudTypeLabels } from '@/lib/i18n/shared-words';
import { listScamSiteSchema, MAX_SCAM_SITE_REASON, type ListScamSiteInput } from '@shared/site-safety/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useListScamSite } from '../api/list-scam-site';

/** What the dialog starts from: a new site, or one already listed whose public reason changes. */
export type ListDraft = { site?: string; reason?: string; scamType?: string };

function ListSiteForm({ draft, onDone }: { draft: ListDraft; onDone: () => void }) {
  const save = useListScamSite();
  const refusal = useRefusal();
  const { t } = useLingui();
  const form = useForm<ListScamSiteInput, unknown, z.output<typeof listScamSiteSchema>>({
    resolver: zodResolver(listScamSiteSchema),
    defaultValues: {
      site: draft.site ?? '',
      reason: draft.reason ?? '',
      scamType: (fraudTypes as readonly string[]).includes(draft.scamType ?? '') ? (draft.scamType as ListScamSiteInput['scamType']) : 'other',
    },
  });
  const errors = form.formState.errors;
  const maxLength = MAX_SCAM_SITE_REASON;

  const onSubmit = (body: z.output<typeof listScamSiteSchema>) => {
    refusal.clear();
    save.mutate(body, {
      onSuccess: (saved) => {
        const domain = saved.domain;
        toast({ title: t`Site Listed`, description: t`${domain} is on the public list.` });
        onDone();
      },
      onError: (error) => refusal.show(error, t`Failed to list the site`),
    });
  };

  return (
    <form className="flex flex-col gap-4" noValidate aria-busy={save.isPending} onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        label={t`Website`}
        required
        hint={t`An address or a link; the whole domain is listed (login.scam-shop.com lists scam-shop.com).`}
        error={errors.site?.message}
      >
        <Input autoComplete="off" spellCheck={false} readOnly={draft.site !== undefined} {...form.register('site')} />
      </FormField>
      <FormField label={t`Scam type`} required error={errors.scamType?.message}>
        <NativeSelect {...form.register('scamType')}>
          {fraudTypes.map((type) => (
            <option key={type} value={type}>
              {fraudTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t`Reason`} required hint={t`Shown to the public next to the site. Plain words, at most ${maxLength} characters.`} error={errors.reason?.message}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onDone} action={t`List site`} pendingAction={t`Saving...`} pending={save.isPending} />
    </form>
  );
}

/** Listing a site says publicly, in the organisation's name, that it is a scam; the dialog says so. */
export function ListSiteDialog({ draft, onClose }: { draft: ListDraft | null; onClose: () => void }) {
  const site = draft?.site;
  const { t } = useLingui();
  return (
    <RecordDialog
      record={draft}
      onClose={onClose}
      className="max-w-xl"
      title={site !== undefined ? t`Change the reason for ${site}` : t`List a scam site`}
      description={t`The site appears on the public list of known scams with this reason. List only what our own work has confirmed.`}
    >
      {(draft) => <ListSiteForm key={draft.site ?? 'new'} draft={draft} onDone={onClose} />}
    </RecordDialog>
  );
}
