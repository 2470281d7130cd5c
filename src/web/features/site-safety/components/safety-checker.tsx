import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldQuestion } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { validateWebsiteUrlInput } from '@shared/site-safety/validate-url-input';
import { formatWait } from '@shared/format/wait';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api-client';
import { useCheckWebsiteSafety } from '../api/check-website-safety';
import { failureToast, recordFailure, type FailureTally } from '../check-failures';
import { SafetyResult } from './safety-result';

const EXAMPLE_HOST = 'example.com';

/**
 * The URL checker. Validation follows the spec's toasts; the message also stays under the field,
 * because a toast disappears and a screen reader may miss it.
 */
export function SafetyChecker() {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failures = useRef<FailureTally | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const check = useCheckWebsiteSafety();
  // Set when a check is sent and cleared once its verdict has taken focus: the verdict renders in
  // its own commit, which may come before or after the mutation's onSuccess callback runs.
  const focusVerdict = useRef(false);

  // Take keyboard and screen-reader users to each new verdict, once it is on screen.
  useEffect(() => {
    if (!focusVerdict.current || !check.data || !headingRef.current) return;
    focusVerdict.current = false;
    headingRef.current.scrollIntoView({ block: 'center' });
    headingRef.current.focus({ preventScroll: true });
  }, [check.data]);

  const onFailure = (url: string, failure: unknown) => {
    // A refused or rejected request says nothing about the site, so it is not counted as a failed check.
    if (failure instanceof ApiError && failure.code === 'RATE_LIMITED') {
      const wait = failure.retryAfterSeconds ? formatWait(failure.retryAfterSeconds) : null;
      toast({
        title: t`Too Many Checks`,
        description:
          failure.serverMessage ??
          (wait
            ? t`You have checked too many sites in a short time. Please wait ${wait} and try again.`
            : t`You have checked too many sites in a short time.`),
        variant: 'destructive',
      });
      return;
    }
    if (failure instanceof ApiError && hasErrorCode(failure, 'VALIDATION_FAILED', 'ADDRESS_NOT_CHECKABLE') && failure.serverMessage) {
      setError(failure.serverMessage);
      toast({ title: t`Invalid URL`, description: failure.serverMessage, variant: 'destructive' });
      return;
    }
    failures.current = recordFailure(failures.current, url);
    toast({ ...failureToast(failures.current.count), variant: 'destructive' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validateWebsiteUrlInput(value, EXAMPLE_HOST);
    if (!parsed.ok) {
      // A verdict left on screen next to a different address would be easy to misread.
      check.reset();
      setError(parsed.description);
      toast({ title: parsed.title, description: parsed.description, variant: 'destructive' });
      return;
    }
    setError(undefined);
    focusVerdict.current = true;
    check.mutate(
      { url: parsed.url },
      {
        onSuccess: () => {
          failures.current = null;
        },
        onError: (failure) => {
          focusVerdict.current = false;
          onFailure(parsed.url, failure);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate aria-busy={check.isPending} className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
        <FormField
          label={t`Website address (URL)`}
          hint={t`For example ${EXAMPLE_HOST} or https://shop.${EXAMPLE_HOST}/offer. Press Enter or the button to check.`}
          error={error}
        >
          <Input
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={`https://${EXAMPLE_HOST}`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="text-lg"
          />
        </FormField>
        <Button type="submit" size="lg" disabled={check.isPending} className="w-full sm:w-auto sm:self-start">
          <ShieldQuestion aria-hidden="true" />
          {check.isPending ? <Trans>Checking...</Trans> : <Trans>Check Website</Trans>}
        </Button>
        <p className="text-base text-muted-foreground">
          <Trans>
            We look for warning signs: blocklists, reports made to us, look-alike names, the address itself, the HTTPS
            certificate and the age of the domain. No check can prove that a site is honest.
          </Trans>
        </p>
      </form>

      {check.isPending ? (
        <div role="status" aria-label={t`Checking the website`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-6">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-6 w-1/2" />
        </div>
      ) : null}
      {check.isSuccess ? <SafetyResult result={check.data} headingRef={headingRef} /> : null}
    </div>
  );
}
