/**
 * D6: the official places to report fraud, as plain links to their own sites. One list for the
 * resources page, the platform pages and what the server writes into a page for readers without
 * JavaScript (D28); nothing is added here without being an official service.
 */
export const officialReportingPlaces = [
  { name: 'FBI Internet Crime Complaint Center (IC3)', region: 'United States', href: 'https://www.ic3.gov' },
  { name: 'Federal Trade Commission (FTC)', region: 'United States', href: 'https://reportfraud.ftc.gov' },
  { name: 'Action Fraud', region: 'United Kingdom', href: 'https://www.actionfraud.police.uk' },
  { name: 'Scamwatch', region: 'Australia', href: 'https://www.scamwatch.gov.au' },
  { name: 'Canadian Anti-Fraud Centre', region: 'Canada', href: 'https://antifraudcentre-centreantifraude.ca' },
] as const;
