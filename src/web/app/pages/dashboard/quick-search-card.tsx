import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { searchQuerySchema, type SearchQuery } from '@shared/search/schema';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { IncidentStatusBadge } from '@/features/incidents/components/incident-status-badge';
import { useSearchDirectory } from '@/features/search/api/search-directory';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/i18n/format';

export function QuickSearchCard({ email }: { email: string }) {
  const { t } = useLingui();
  const search = useSearchDirectory();
  const form = useForm<SearchQuery>({ resolver: zodResolver(searchQuerySchema), defaultValues: { email } });
  const onSubmit = ({ email: value }: SearchQuery) => search.mutate(value);
  const results = search.data;
  const found = results?.length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Quick Search</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Search the directory by e-mail address.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form className="flex flex-col gap-3" onSubmit={form.handleSubmit(onSubmit)} noValidate>
          <FormField label={t`E-mail to search`} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" variant="secondary" className="self-start" disabled={search.isPending}>
            <Search aria-hidden="true" /> {search.isPending ? <Trans>Searching...</Trans> : <Trans>Search</Trans>}
          </Button>
        </form>
        <div aria-live="polite">
          {search.isError ? (
            <Alert variant="destructive">
              <AlertTitle>
                <Trans>Failed to search fraud incidents</Trans>
              </AlertTitle>
              {search.error instanceof ApiError && search.error.serverMessage ? (
                <AlertDescription>{search.error.serverMessage}</AlertDescription>
              ) : null}
            </Alert>
          ) : results ? (
            results.length === 0 ? (
              <p className="text-base text-muted-foreground">
                <Trans>No incidents are recorded for that e-mail address.</Trans>
              </p>
            ) : (
              <>
                <p className="mb-2 text-base font-medium">
                  <Plural value={found} one="Found # platform(s)" other="Found # platform(s)" />
                </p>
                <ul tabIndex={0} aria-label={t`Search results`} className="flex max-h-64 flex-col gap-2 overflow-y-auto pe-1">
                  {results.map(({ incident, platform }) => (
                    <li key={incident.id} className="flex flex-col gap-1 rounded-md border border-border p-3">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold break-words">{platform.name}</span>
                        <IncidentStatusBadge status={incident.status} />
                      </div>
                      <span className="text-sm text-muted-foreground">
                        {incident.caseReference} · {formatDate(incident.incidentDate)}
                        {'lossAmount' in incident ? ` · ${formatMoney(incident.lossAmount, incident.currency)}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
