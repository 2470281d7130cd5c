import { useLingui } from '@lingui/react/macro';
import { OfficialReportingLinks } from '@/features/site-safety/components/official-reporting-links';
import { PlatformNewsForm } from '@/features/watches/components/platform-news-form';
import { PlatformPageSection } from './platform-page-section';

/**
 * The end of a platform's page: "Notify me" and the official places to report. They load after the
 * page's first screen (platform-page.tsx): with the query library the form needs, they are a fifth
 * of the page's JavaScript, and a reader from a search engine first wants the facts.
 */
export default function PlatformPageMore({ slug, name }: { slug: string; name: string }) {
  const { t } = useLingui();
  return (
    <>
      <PlatformNewsForm slug={slug} name={name} />
      <PlatformPageSection id="report-fraud" title={t`Report it to the official services`}>
        <OfficialReportingLinks />
      </PlatformPageSection>
    </>
  );
}
