import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiKeyScopes, createApiKeySchema, type ApiKeyScope, type CreatedApiKey } from '@shared/integrations/api-keys';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { RecordDialog } from '@/staff/components/record-dialog';
import { RefusalAlert } from '@/staff/components/refusal-alert';
import { useRefusal } from '@/staff/lib/use-refusal';
import { useCreateApiKey } from '../api/api-keys';
import { CheckList } from './check-list';
import { scopeText } from './integration-labels';
import { ShownOnce } from './shown-once';

type Errors = { name?: string; scopes?: string; expiresOn?: string };

function NewApiKeyForm({ onCreated, onCancel }: { onCreated: (created: CreatedApiKey) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const scopeOptions = apiKeyScopes.map((value) => ({ value, ...scopeText(value) }));
  const create = useCreateApiKey();
  const refusal = useRefusal();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['incidents:read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      aria-busy={create.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        refusal.clear();
        const parsed = createApiKeySchema.safeParse({ name, scopes: apiKeyScopes.filter((scope) => scopes.includes(scope)), expiresOn });
        if (!parsed.success) {
          const found: Errors = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0]) as keyof Errors;
            found[field] ??= issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        create.mutate(parsed.data, { onSuccess: onCreated, onError: (error) => refusal.show(error, t`Failed to make the API key`) });
      }}
    >
      <FormField
        label={t`Name`}
        required
        hint={t`The system that will use it, so the list and the audit log say who did what (at most 80 characters).`}
        error={errors.name}
      >
        <Input autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <CheckList legend={t`What it may do`} options={scopeOptions} chosen={scopes} onChange={setScopes} error={errors.scopes} />
      <FormField label={t`Last day (optional)`} hint={t`It stops working after this day (UTC). Empty: until it is revoked.`} error={errors.expiresOn}>
        <Input type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} />
      </FormField>
      <RefusalAlert message={refusal.message} />
      <DialogActions onCancel={onCancel} action={t`Make key`} pendingAction={t`Making...`} pending={create.isPending} />
    </form>
  );
}

/**
 * New API key: name, scopes and an optional last day; then the key, shown this once. Closing the
 * dialog after that leaves no way to see it again.
 */
export function NewApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keyName = created?.apiKey.name;
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <RecordDialog
      record={open ? {} : null}
      onClose={close}
      title={created ? t`API key “${keyName}”` : t`New API key`}
      description={
        created
          ? t`Give this key to the other system. It sends it as Authorization: Bearer <key>.`
          : t`For another system of your organisation to read cases or change their status. It reads no victim e-mail, description or bank details.`
      }
    >
      {() =>
        created ? (
          <ShownOnce label={t`API key`} copyLabel={t`Copy api key`} value={created.key} onDone={close} />
        ) : (
          <NewApiKeyForm
            onCancel={close}
            onCreated={(made) => {
              toast({ title: t`API key made`, description: made.apiKey.name });
              setCreated(made);
            }}
          />
        )
      }
    </RecordDialog>
  );
}
