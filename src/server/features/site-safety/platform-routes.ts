import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '@shared/schemas';
import { officialReportingPlaces } from '@shared/site-safety/official-reporting';
import { NO_PAGE_HEADING, NO_PAGE_TEXT, WHAT_A_REPORT_IS, type PlatformPage } from '@shared/site-safety/platform-page';
import { platformIndexQuerySchema, platformIndexSchema, platformPageSchema, platformSlugParamsSchema } from '@shared/site-safety/platform-page-schema';
import { AppError } from '../../kernel/errors';
import type { PageSummary, ServerSummarisedPage, WebAppOptions } from '../../kernel/plugins/web-app';
import { getPlatformName } from '../settings/queries';
import { cachedPlatformIndex, findPlatformPage, publishedPlatforms, slugDirectory, type PublishedPlatforms } from './platform-pages';
import { defaultReferences, isKnownLegitimateDomain } from './references';

/** The platform pages' own address (the web app's paths.platform). */
export const platformPagePath = (slug: string) => `/platforms/${slug}`;

/**
 * The answers are the same for everyone and about no one (D28), so a browser or a shared cache may
 * keep them for a few minutes; every other /api answer is no-store.
 */
const PUBLIC_CACHE = 'public, max-age=300';

// The browser's tab title is '<page> | <organisation> - Fraud Recovery Platform'
// (src/web/lib/branding/use-document-branding.ts); the server's page head says the same, which
// e2e/platform-page.e2e.ts compares.
const TITLE_SUFFIX = ' - Fraud Recovery Platform';

const NOT_PUBLISHED = 'There is no public page for this platform.';

/**
 * D28: a platform's public page, its API and its place in the sitemap. `routes` serves the JSON;
 * `page` and `sitemap` are handed to the web app (kernel/plugins/web-app.ts), which writes the
 * page's head and a text copy of its facts into index.html for crawlers and readers without
 * JavaScript.
 */
export function platformPublicPages(app: FastifyInstance): {
  routes: FastifyPluginAsyncZod;
  page: ServerSummarisedPage;
  sitemap: NonNullable<WebAppOptions['sitemap']>;
  /** Which platforms have a page, for "Notify me" (issue 27), which app.ts hands it to. */
  published: PublishedPlatforms;
} {
  const references = defaultReferences();
  const isKnownLegitimate = (domain: string) => isKnownLegitimateDomain(domain, references);
  const slugs = slugDirectory(app.db);
  const index = cachedPlatformIndex({ db: app.db, slugs, clock: app.clock });
  const budget = app.rateLimits.publicPagesPerClient;

  const routes: FastifyPluginAsyncZod = async (scope) => {
    scope.get(
      '/api/platforms',
      {
        config: { access: 'public', rateLimit: budget },
        schema: {
          tags: ['site-safety'],
          summary:
            'The platforms with a public page (confirmed reports from two or more different people, D28), the most recently reported first; `domains` keeps those whose website is one of them',
          querystring: platformIndexQuerySchema,
          response: { 200: platformIndexSchema, ...refusalResponses(400) },
        },
      },
      async (request, reply) => {
        const { domains, limit } = request.query;
        const wanted = domains ? new Set(domains) : null;
        const entries = (await index()).filter((entry) => !wanted || (entry.domain !== null && wanted.has(entry.domain)));
        reply.header('cache-control', PUBLIC_CACHE);
        return { total: entries.length, platforms: entries.slice(0, limit) };
      },
    );

    scope.get(
      '/api/platforms/:slug',
      {
        config: { access: 'public', rateLimit: budget },
        schema: {
          tags: ['site-safety'],
          summary:
            "A platform's public page: what it is, its confirmed reports counted (D18), whether the case team helps, the known-scam list's word on its site; nothing about any person",
          params: platformSlugParamsSchema,
          response: { 200: platformPageSchema, ...refusalResponses(404) },
        },
      },
      async (request, reply) => {
        const page = await findPlatformPage({ db: app.db, slugs }, { slug: request.params.slug, isKnownLegitimate });
        if (!page) throw new AppError('PLATFORM_PAGE_NOT_FOUND', NOT_PUBLISHED);
        reply.header('cache-control', PUBLIC_CACHE);
        return page;
      },
    );
  };

  const summarise = async (params: Record<string, string>): Promise<PageSummary> => {
    const slug = params.slug ?? '';
    const [page, organisation] = await Promise.all([
      slug.length <= 120 ? findPlatformPage({ db: app.db, slugs }, { slug, isKnownLegitimate }) : null,
      getPlatformName(app.db),
    ]);
    const title = (pageTitle: string) => `${pageTitle} | ${organisation}${TITLE_SUFFIX}`;
    if (!page) {
      return {
        status: 404,
        title: title(NO_PAGE_HEADING),
        description: NO_PAGE_TEXT,
        canonicalPath: null,
        body: { heading: NO_PAGE_HEADING, paragraphs: [NO_PAGE_TEXT] },
      };
    }
    return {
      status: 200,
      title: title(page.words.title),
      description: page.words.description,
      canonicalPath: platformPagePath(page.slug),
      body: { heading: page.name, paragraphs: pageParagraphs(page) },
    };
  };

  return {
    routes,
    page: { url: platformPagePath(':slug'), rateLimit: budget, summarise },
    sitemap: { rateLimit: budget, paths: async () => (await index()).map((entry) => platformPagePath(entry.slug)) },
    published: publishedPlatforms(app.db, slugs),
  };
}

/** The page's facts as sentences, for the copy a reader without JavaScript gets. */
function pageParagraphs(page: PlatformPage): string[] {
  const places = officialReportingPlaces.map((place) => `${place.name} (${place.region}): ${place.href}`).join('; ');
  return [
    ...(page.type ? [`Type: ${page.type}.`] : []),
    ...(page.description ? [page.description] : []),
    `${page.words.reports}, reported to us ${page.words.reportedWhen}.`,
    ...(page.words.fraudType ? [`Most of the reports describe: ${page.words.fraudType}.`] : []),
    ...(page.websiteHost ? [`Website named in the reports (not a link): ${page.websiteHost}.`] : []),
    page.words.listing,
    WHAT_A_REPORT_IS,
    `If you paid money to ${page.name}: ${page.advice
      .map((article, i) => `${i + 1}. ${article.title}: ${article.summary}`)
      .join(' ')}`,
    page.words.recoveryHelp,
    `Report fraud to the official service of your country: ${places}. Elsewhere, contact your local police.`,
    // D6, in the footer's words (src/web/components/layout/scam-warning.tsx).
    'Beware of recovery scams. We never ask for upfront fees, gift cards, crypto, remote access to your device, or your passwords. Asking for help is free. If anyone claiming to be us asks for any of these, it is a scam.',
  ];
}
