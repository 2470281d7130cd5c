import { Mail, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { searchQuerySchema } from '@shared/search/schema';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

const EMPTY_MESSAGE = 'Please enter your email address';

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = searchQuerySchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? EMPTY_MESSAGE;
      setError(message);
      toast({ title: message === EMPTY_MESSAGE ? 'Email Required' : 'Invalid Email', description: message, variant: 'destructive' });
      return;
    }
    setError(undefined);
    onSearch(parsed.data.email);
  };

  return (
    <Card className="mx-auto w-full max-w-2xl text-left">
      <CardHeader>
        <CardTitle>See If You&apos;re Due for Help Now</CardTitle>
        <CardDescription>
          Enter your e-mail address to see which platforms have reported incidents linked to it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
          <FormField label="Your e-mail address" error={error}>
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
            {busy ? 'Searching...' : 'Search Directory'}
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
