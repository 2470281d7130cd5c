import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { QuickExitNote } from '@/components/layout/quick-exit';
import { ScamWarning } from '@/components/layout/scam-warning';
import { HelpArticles } from '@/features/help/components/help-articles';
import { useKnownScams } from '@/features/site-safety/api/get-known-scams';
import { useRecentlyReportedPlatforms } from '@/features/site-safety/api/get-platform-page';
import { KnownScamList } from '@/features/site-safety/components/known-scam-list';
import { OfficialReportingLinks } from '@/features/site-safety/components/official-reporting-links';
import { ReportedPlatforms } from '@/features/site-safety/components/reported-platforms';
import { SafetyChecker } from '@/features/site-safety/components/safety-checker';
import { SafetyTips } from '@/features/site-safety/components/safety-tips';
import { useScrollToHash } from '@/features/site-safety/use-scroll-to-hash';
import { useDocumentBranding } from '@/lib/branding/use-document-branding';

const sections = [
  { id: 'check-a-website', title: msg`Check a website before you pay` },
  { id: 'protect-yourself', title: msg`Three ways to protect yourself` },
  { id: 'report-fraud', title: msg`Report fraud to the authorities` },
  { id: 'known-scams', title: msg`Reported and listed sites` },
  { id: 'reported-platforms', title: msg`Platforms reported to us` },
  { id: 'help-articles', title: msg`Help articles` },
] as const satisfies readonly { id: string; title: MessageDescriptor }[];
type SectionId = (typeof sections)[number]['id'];
const titleOf = (id: SectionId) => sections.find((s) => s.id === id)!.title;

function Section({ id, intro, children }: { id: SectionId; intro?: string; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex scroll-mt-24 flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">
        {i18n._(titleOf(id))}
      </h2>
      {intro ? <p className="text-lg text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}

export default function ResourcesPage() {
  const { t, i18n } = useLingui();
  const pageTitle = t`Scam Prevention Resources`;
  useDocumentBranding(pageTitle);
  const knownScams = useKnownScams();
  const platforms = useRecentlyReportedPlatforms();
  // The known-scam list and the platforms sit above the help articles; wait for them so a #help-…
  // target stays put.
  useScrollToHash(!knownScams.isPending && !platforms.isPending);

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-12 px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4">
        <h1 className="text-4xl font-bold tracking-tight text-primary sm:text-5xl">{pageTitle}</h1>
        <p className="max-w-3xl text-xl text-muted-foreground">
          <Trans>Check a website before you send it money, learn the signs of a scam, and find out where to report fraud.</Trans>
        </p>
        <nav aria-label={t`On this page`} className="rounded-lg border border-border bg-card p-4">
          <p className="mb-2 text-base font-semibold">
            <Trans>On this page</Trans>
          </p>
          <ul className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-base text-primary underline underline-offset-4 hover:no-underline">
                  {i18n._(s.title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <Section id="check-a-website" intro={t`Enter the address of a shop, investment or support site to see the warning signs we can find.`}>
        <SafetyChecker />
      </Section>

      <ScamWarning inFlow />

      <Section id="protect-yourself">
        <SafetyTips />
        <QuickExitNote />
      </Section>

      <Section id="report-fraud">
        <OfficialReportingLinks />
      </Section>

      <Section
        id="known-scams"
        intro={t`Sites our staff listed, then sites reported to us by at least two different people, each newest first. Each says which. A site that is not on this list is not necessarily safe.`}
      >
        <KnownScamList />
      </Section>

      <Section
        id="reported-platforms"
        intro={t`Platforms that at least two different people have confirmed reports about, the most recently reported first. Each page says what was reported and what to do if you paid. A platform that is not here is not necessarily safe.`}
      >
        <ReportedPlatforms />
      </Section>

      <Section id="help-articles" intro={t`Plain guidance for what to do after a scam. Our help is free.`}>
        <HelpArticles />
      </Section>
    </main>
  );
}
