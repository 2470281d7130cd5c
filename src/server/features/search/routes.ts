import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchLinkRequestSchema,
  searchLinkResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  searchResultsByLinkQuerySchema,
} from '@shared/search/schema';
import { messageResponseSchema } from '@shared/schemas';
import { AppError } from '../../kernel/errors';
import { limitTogether, perClient } from '../../kernel/plugins/subject-limit';
import { presentIncidentListing, type IncidentAudience } from '../incidents/present-incident';
import { getSettingValue } from '../settings/queries';
import { findLiveToken } from '../auth/email-tokens';
import { emailSearchLink, SEARCH_LINK_MESSAGE, SEARCH_LINK_NOT_SENT_MESSAGE } from './email-search-link';
import { findIncidentsByEmail, type IncidentMatch } from './find-incidents-by-email';
import { normaliseSearchedEmail as normalise, searchAudience } from './policy';
import { localeOfRequest } from '../settings/locale';

// The hottest routes answer with what the incident presenters built field by field, so plain
// JSON.stringify is exact; zod's encode would walk the same objects again. The response schema
// still documents the shape in OpenAPI, and the tests check the fields.
const presentedJson = () => (data: unknown) => JSON.stringify(data);

const presentResults = (matches: IncidentMatch[], audience: IncidentAudience) =>
  matches.map((match) => presentIncidentListing(match, audience));

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each search counts against its client's budget and the searched address's, in one statement.
  // The owner's and staff's own searches count against their client's budget only.
  const searchBudgets = limitTogether(app, [
    perClient('search-client', app.rateLimits.searchPerClient),
    {
      name: 'search',
      budget: app.rateLimits.searchPerEmail,
      keyOf: (request) => {
        const { email } = request.query as { email: string };
        return searchAudience(request, email) === 'public' ? normalise(email) : null;
      },
    },
  ]);
  const linkBudgets = limitTogether(app, [
    perClient('search-link-client', app.rateLimits.searchPerClient),
    { name: 'search-link', budget: app.rateLimits.searchLinkPerEmail, keyOf: (request) => normalise((request.body as { email: string }).email) },
  ]);

  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      preHandler: searchBudgets,
      serializerCompiler: presentedJson,
      schema: {
        tags: ['search'],
        summary: 'Incidents reported for an e-mail address (what D2 allows the caller to see)',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => {
      const email = normalise(request.query.email);
      const audience = searchAudience(request, email);
      if (audience === 'public' && (await getSettingValue(app.db, 'search_disclosure')) === 'private') {
        throw new AppError('SEARCH_RESULTS_BY_EMAIL', 'On this platform, search results are sent by e-mail. Use the search form to receive a link.');
      }
      const matches = await findIncidentsByEmail(app.db, email);
      return presentResults(matches, audience);
    },
  );

  app.post(
    '/api/search/email-link',
    {
      config: { access: 'public' },
      preHandler: linkBudgets,
      schema: {
        tags: ['search'],
        summary: 'Private mode: e-mail a link to the results instead of showing them',
        body: searchLinkRequestSchema,
        response: { 200: searchLinkResponseSchema },
      },
    },
    async (request) => {
      const { devLink, mailSent } = await emailSearchLink(app, normalise(request.body.email), await localeOfRequest(app.db, request));
      const message = mailSent || devLink ? SEARCH_LINK_MESSAGE : SEARCH_LINK_NOT_SENT_MESSAGE;
      return { ok: true as const, message, mailSent, ...(devLink ? { devLink } : {}) };
    },
  );

  app.get(
    '/api/search/results',
    {
      config: { access: 'public', rateLimit: app.rateLimits.searchPerClient },
      serializerCompiler: presentedJson,
      schema: {
        tags: ['search'],
        summary: 'Private mode: the results behind an e-mailed link',
        querystring: searchResultsByLinkQuerySchema,
        response: { 200: searchResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => {
      // Reading does not use the link up: it works again within its day, until a password change
      // of that address revokes it.
      const token = await findLiveToken(app.db, { token: request.query.token, purpose: 'search_results', now: app.clock() });
      if (!token) throw new AppError('SEARCH_LINK_INVALID', 'This link is invalid or has expired. Please search again.');
      // Whoever holds the link received it in that mailbox, so they see what the owner sees.
      return presentResults(await findIncidentsByEmail(app.db, token.email), 'owner');
    },
  );
};
