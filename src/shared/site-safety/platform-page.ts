import { fraudTypeLabel } from '../incidents/fraud-type-vocabulary';
import type { PlatformListing, PlatformPage } from './platform-page-schema';

export type { PlatformIndex, PlatformIndexEntry, PlatformListing, PlatformPage } from './platform-page-schema';

/**
 * D28: a platform has a public page only when confirmed reports about it come from at least this
 * many different people, the known-scam list's rule (D18, D25): one person's report never becomes
 * a public page, and a page never shows one person's report.
 */
export const PLATFORM_PAGE_MIN_PEOPLE = 2;

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-03' → 'March 2026', the same on the server's page head and in the browser. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-');
  const name = monthNames[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}

/** The page's own title; the browser and the server's page head add the organisation's name the same way. */
export function platformPageTitle(name: string): string {
  return `${name}: fraud reported to us`;
}

const reportsWords = (n: number) => (n === 1 ? '1 confirmed report' : `${n} confirmed reports`);

/** The page's description for search engines and link previews, in the page's own words. */
export function platformPageDescription(page: Pick<PlatformPage, 'name' | 'confirmedReports' | 'people' | 'firstReported' | 'fraudType'>): string {
  const kind = page.fraudType && page.fraudType !== 'other' ? ` Most describe: ${fraudTypeLabel(page.fraudType).toLowerCase()}.` : '';
  return (
    `${reportsWords(page.confirmedReports)} of fraud involving ${page.name}, from ${page.people} different people, since ${formatMonth(page.firstReported)}.` +
    `${kind} What to do if you paid, and where to report it.`
  );
}

/** The counts in words: "3 confirmed reports from 3 different people". */
export function reportsSummary(page: Pick<PlatformPage, 'confirmedReports' | 'people'>): string {
  return `${reportsWords(page.confirmedReports)} from ${page.people} different people`;
}

/** Since when, in months: "since March 2026; the latest in October 2026" (one month: "in March 2026"). */
export function reportedWhen(page: Pick<PlatformPage, 'firstReported' | 'lastReported'>): string {
  if (page.firstReported === page.lastReported) return `in ${formatMonth(page.firstReported)}`;
  return `since ${formatMonth(page.firstReported)}; the latest in ${formatMonth(page.lastReported)}`;
}

/** D5: whether the case team helps, never what anyone will get back. */
export function recoveryHelpText(page: Pick<PlatformPage, 'name' | 'recoveryHelp'>): string {
  return page.recoveryHelp
    ? `Our case team offers help to people who lost money through ${page.name}. Asking is free. Nobody can promise that money will come back, and we never ask you for a fee.`
    : `We do not offer recovery help for ${page.name} at present. You can still report what happened: it is kept on record and can help the next person.`;
}

/** What the known-scam list says of the platform's website, and why (D25). */
export function listingText(listing: PlatformListing): string {
  switch (listing.status) {
    case 'listed-by-staff':
      return `${listing.domain} is on our known-scam list: our staff listed it.`;
    case 'listed-by-reports':
      return `${listing.domain} is on our known-scam list: confirmed reports from at least two different people name it.`;
    case 'not-listed':
      switch (listing.why) {
        case 'well-known':
          return `${listing.domain} is a well-known site, which we never list on reports alone: a report says fraud happened there or in its name, not that the site itself is a scam.`;
        case 'taken-off':
          return `${listing.domain} is not on our known-scam list: our staff reviewed it and took it off.`;
        case 'no-website':
          return 'The reports name no website, so there is nothing on our known-scam list for this platform.';
      }
  }
}

/** Said on every page, so that a count is read for what it is. */
export const WHAT_A_REPORT_IS =
  'A report is one person’s account of what happened to them, confirmed as theirs by e-mail or by our staff. It is not our finding about the platform, and scammers sometimes use the names of real companies.';

/** The unknown or unpublished page's words (the same for both: nothing tells that one person reported it). */
export const NO_PAGE_HEADING = 'We have no page for this platform';
export const NO_PAGE_TEXT = `We publish a page about a platform only once at least ${PLATFORM_PAGE_MIN_PEOPLE === 2 ? 'two' : PLATFORM_PAGE_MIN_PEOPLE} different people have confirmed reports about it, so most platforms have none. A platform without a page is not necessarily safe.`;

/** The page's facts in its words (the API's `words`): what the server sends and writes for crawlers. */
export function platformPageWords(page: Omit<PlatformPage, 'words' | 'advice'>): PlatformPage['words'] {
  return {
    title: platformPageTitle(page.name),
    description: platformPageDescription(page),
    reports: reportsSummary(page),
    reportedWhen: reportedWhen(page),
    fraudType: page.fraudType ? fraudTypeLabel(page.fraudType) : null,
    listing: listingText(page.listing),
    recoveryHelp: recoveryHelpText(page),
  };
}
