import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { WatchOption } from '@shared/watches/schema';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';
import { paths } from '@/lib/paths';
import { useCaseWatches, useStartCaseWatches, useStopWatch } from '../api/case-watches';

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** An option in words, said at render: "the platform Harbour Coins", "the website harbour.com", "the IBAN DE89…". */
export function optionText(option: Pick<WatchOption, 'kind' | 'label'>): string {
  const label = option.label;
  if (option.kind === 'platform') return t`the platform ${label}`;
  if (option.kind === 'website') return t`the website ${label}`;
  return t`the ${label}`;
}

/** The same, as the start of a line: "The platform Harbour Coins". */
function optionHeading(option: Pick<WatchOption, 'kind' | 'label'>): string {
  const label = option.label;
  if (option.kind === 'platform') return t`The platform ${label}`;
  if (option.kind === 'website') return t`The website ${label}`;
  return t`The ${label}`;
}

function newsText(news: number): string {
  if (news === 0) return t`No new reports by others yet.`;
  return plural(news, {
    one: '# new confirmed report by someone else since then.',
    other: '# new confirmed reports by others since then.',
  });
}

function Watched({ option, onStop, stopping }: { option: WatchOption; onStop: () => void; stopping: boolean }) {
  const { t } = useLingui();
  const since = formatDate(option.since);
  const news = newsText(option.news);
  const what = optionText(option);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-base font-medium [overflow-wrap:anywhere]">{optionHeading(option)}</p>
        <p className="text-base text-muted-foreground">
          <Trans>
            Since {since}. {news}
          </Trans>
        </p>
        {option.platformSlug ? (
          <p className="text-base">
            <Link to={paths.platform(option.platformSlug)} className={linkClass}>
              <Trans>See its public page</Trans>
            </Link>
          </p>
        ) : null}
      </div>
      <Button variant="outline" className="self-start" onClick={onStop} disabled={stopping} aria-label={t`Stop e-mails about ${what}`}>
        <Trans>Stop</Trans>
      </Button>
    </li>
  );
}

/**
 * "Tell me when others report this" on a victim's own case (issue 27): what the case names (its
 * platform, its website, the accounts the case team checked), to follow or stop. The e-mail says only
 * that there is news (D19); here they read how many confirmed reports by others named it since,
 * never whose or what they said. Nothing here changes the case or promises anything (D5).
 */
export function CaseNewsWatch({ incidentId }: { incidentId: number }) {
  const { t } = useLingui();
  const id = useId();
  const watches = useCaseWatches(incidentId);
  const start = useStartCaseWatches(incidentId);
  const stop = useStopWatch();
  const [chosen, setChosen] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  // The news e-mail links here (#news-watch): once the list is in, bring it into view.
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const loaded = watches.isSuccess;
  useEffect(() => {
    if (loaded && hash === '#news-watch') sectionRef.current?.scrollIntoView();
  }, [loaded, hash]);

  const options = watches.data?.options ?? [];
  const watched = options.filter((option) => option.watchId !== null);
  const open = options.filter((option) => option.watchId === null);
  const hasAccounts = options.some((option) => option.kind === 'account');

  const follow = () => {
    setStatus('');
    if (chosen.length === 0) {
      setProblem(t`Please tick at least one thing to be told about.`);
      return;
    }
    setProblem('');
    const names = open.filter((option) => chosen.includes(option.key)).map(optionText);
    start.mutate(chosen, {
      onSuccess: () => {
        setChosen([]);
        const list = names.join(', ');
        setStatus(t`Done. We will write when others report ${list}.`);
      },
    });
  };

  const stopOne = (option: WatchOption) => {
    setStatus('');
    const what = optionText(option);
    stop.mutate(option.watchId!, { onSuccess: () => setStatus(t`Stopped. You will no longer hear about ${what}.`) });
  };

  return (
    <section ref={sectionRef} id="news-watch" aria-labelledby={`${id}-heading`} className="flex scroll-mt-24 flex-col gap-4 rounded-lg border border-border bg-muted/30 p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="flex items-start gap-2 text-2xl font-semibold">
        <BellRing className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
        <Trans>Tell me when others report this</Trans>
      </h2>
      <p className="text-base">
        <Trans>
          If someone else reports the same platform, website or account to us and their report is confirmed, we can send you a short e-mail. It
          only says that there is news; you read it here after signing in. We write at most once a day.
        </Trans>
      </p>
      <p className="text-base text-muted-foreground">
        <Trans>
          Here you will see how many confirmed reports by others name it, never who made them or what they wrote. Asking does not change your
          case.
        </Trans>
      </p>

      {watches.isPending ? (
        <div role="status" aria-label={t`Loading what you can be told about`} className="flex flex-col gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : watches.isError ? (
        <p role="alert" className="text-base text-destructive">
          <Trans>This part could not be loaded. Please reload the page in a moment.</Trans>
        </p>
      ) : (
        <>
          {watched.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold">
                <Trans>You asked to hear about</Trans>
              </h3>
              <ul className="flex flex-col gap-2">
                {watched.map((option) => (
                  <Watched key={option.key} option={option} onStop={() => stopOne(option)} stopping={stop.isPending} />
                ))}
              </ul>
              {watched.some((option) => option.news > 0) ? (
                <p className="text-base">
                  <Trans>
                    Your case team can see these reports too. If you would like to talk about what they mean for your case,{' '}
                    <Link to={paths.recoveryDetails(incidentId)} className={linkClass}>
                      send them a message
                    </Link>
                    .
                  </Trans>
                </p>
              ) : null}
            </div>
          ) : null}

          {open.length > 0 ? (
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-lg font-semibold">{watched.length > 0 ? <Trans>You can also hear about</Trans> : <Trans>Tell me about</Trans>}</legend>
              {open.map((option) => {
                const boxId = `${id}-${option.key}`;
                return (
                  <div key={option.key} className="flex items-start gap-3">
                    <Checkbox
                      id={boxId}
                      className="mt-0.5"
                      checked={chosen.includes(option.key)}
                      onCheckedChange={(checked) => setChosen((keys) => (checked === true ? [...keys, option.key] : keys.filter((key) => key !== option.key)))}
                    />
                    <label htmlFor={boxId} className="text-base [overflow-wrap:anywhere]">
                      {optionHeading(option)}
                    </label>
                  </div>
                );
              })}
              {problem ? (
                <p role="alert" className="text-base font-medium text-destructive">
                  {problem}
                </p>
              ) : null}
              {start.isError ? (
                <p role="alert" className="text-base text-destructive">
                  {errorMessage(start.error, t`We could not save this. Please try again.`)}
                </p>
              ) : null}
              <Button className="self-start" onClick={follow} disabled={start.isPending}>
                {start.isPending ? <Trans>Saving...</Trans> : <Trans>Tell me</Trans>}
              </Button>
            </fieldset>
          ) : null}

          {!hasAccounts ? (
            <p className="text-base text-muted-foreground">
              <Trans>The accounts your money went to can be added here once your case team has recorded and checked them.</Trans>
            </p>
          ) : null}
          {stop.isError ? (
            <p role="alert" className="text-base text-destructive">
              {errorMessage(stop.error, t`We could not stop this. Please try again.`)}
            </p>
          ) : null}
        </>
      )}
      {/* Always in the page, so a screen reader hears what changed; it takes no room while empty. */}
      <p role="status" className={status ? 'text-base font-medium' : '-mt-4'}>
        {status}
      </p>
    </section>
  );
}
