import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Search } from '@/components/icons/first-load-icons';
import { useState, type FormEvent } from 'react';
import { checkSearchEmail, SEARCH_EMAIL_REQUIRED } from '@shared/search/search-email';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

/**
 * The spec validates the search with toasts ('Email Required', 'Invalid Email'); the same words
 * also stay under the field, because a toast disappears and a screen reader may miss it.
 */
export function SearchForm({
  onSearch,
  busy,
  note,
}: {
  onSearch: (email: string) => void;
  busy: boolean;
  note: string;
}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSearchEmail(email);
    if (!checked.ok) {
      const { message } = checked;
      setError(message);
      toast({ title: message === SEARCH_EMAIL_REQUIRED ? t`Email Required` : t`Invalid Email`, description: message, variant: 'destructive' });
      return;
    }
    setError(undefined);
    onSearch(checked.email);
  };

  return (
    <Card className="mx-auto w-full max-w-2xl text-start">
      <CardHeader>
        <CardTitle>
          <Trans>See If You&apos;re Due for Help Now</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Enter your e-mail address to see which platforms have reported incidents linked to it.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
          <FormField label={t`Your e-mail address`} error={error}>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
            <Search aria-hidden="true" />
            {busy ? <Trans>Searching...</Trans> : <Trans>Search Directory</Trans>}
          </Button>
          <p className="flex items-start gap-2 text-sm text-muted-foreground">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {note}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
