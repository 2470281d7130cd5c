// Every TanStack Query key of the web app, in one registry: one resource is cached under one key,
// and an invalidation names what it refreshes. The first element names the resource, so a prefix
// (`queryKeys.caseDetails.all`) reaches every entry of it.
const caseDetails = ['case-details'] as const;

export const queryKeys = {
  settings: ['settings'],
  me: ['auth', 'me'],
  dashboard: ['dashboard'],
  recoveryApplications: ['recovery-applications'],
  payoutRequests: ['payout-requests'],
  knownScams: ['known-scams'],
  platformIndex: (query: { limit: number; domains?: string[] }) => ['platform-index', query],
  caseDetails: {
    all: caseDetails,
    byId: (incidentId: number) => [...caseDetails, incidentId],
    // Links from older e-mails name the case by platform and amount (visitor spec).
    byPlatform: (platform: string, amount: string) => [...caseDetails, { platform, amount }],
  },
  documents: (incidentId: number) => ['documents', incidentId],
  messages: (incidentId: number) => ['messages', incidentId],
  reportConfirmation: (token: string | null) => ['report-confirmation', token],
  verification: (token: string | null) => ['verification', token],
  searchResultsByLink: (token: string | null) => ['search', 'results-by-link', token],
  // "Notify me" (issue 27)
  caseWatchesAll: ['case-watches'],
  caseWatches: (incidentId: number) => ['case-watches', incidentId],
  myWatches: ['watches'],
  watchConfirmation: (token: string | null) => ['watch-confirmation', token],
  watchStops: (token: string) => ['watch-stops', token],
} as const;
