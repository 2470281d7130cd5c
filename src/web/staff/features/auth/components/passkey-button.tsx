import { useLingui } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAddPasskey } from '../api/add-passkey';
import { browserOffersPasskeys, passkeyFailureText } from '../lib/passkeys';

/** Adds a passkey on this device, where the browser offers passkeys; nothing at all where it does not. */
export function AddPasskey({ onAdded }: { onAdded: (recoveryCodes: string[] | null) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddPasskey();
  const addOne = () => {
    setProblem(null);
    add.mutate(name.trim() || t`Passkey`, { onSuccess: (result) => onAdded(result.recoveryCodes), onError: (error) => setProblem(passkeyFailureText(error)) });
  };
  if (!browserOffersPasskeys()) return null;
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t`Name for this passkey`} hint={t`So you can tell your passkeys apart, e.g. 'Work laptop'`}>
        <Input maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <Button type="button" variant="outline" onClick={addOne} disabled={add.isPending}>
        <Fingerprint aria-hidden="true" />
        {add.isPending ? t`Waiting for the passkey...` : t`Add a passkey`}
      </Button>
      {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
    </div>
  );
}
