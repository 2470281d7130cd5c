import type { ReportType } from '@shared/reports/staff-schema';

// The figures each report stores with itself when it is generated (reports.data). The PDF is drawn
// from these alone, so a report downloaded next year shows what was true when it was made.
// Money is exact decimal text, never a float.

export type CountAndAmount = { count: number; amount: string };
export type Labelled<T> = T & { label: string };

export type IncidentSummaryData = {
  type: 'incident_summary';
  totals: { incidents: number; loss: string; recovered: string };
  byStatus: Labelled<CountAndAmount>[];
  byPlatformType: Labelled<CountAndAmount>[];
  byMonth: Labelled<CountAndAmount>[];
  topPlatforms: Labelled<CountAndAmount>[];
  /** The covered incidents per tag they carry (issue 26); absent from reports made before tags. */
  byTag?: Labelled<CountAndAmount>[];
};

export type UserActivityData = {
  type: 'user_activity';
  accounts: { allTime: number; registered: number; verified: number };
  byMonth: Labelled<{ registered: number; verified: number }>[];
  activity: { incidentsReported: number; applicationsSubmitted: number; victimMessages: number; documentsUploaded: number };
  applicationsByStatus: Labelled<{ count: number }>[];
};

export type FinancialOverviewData = {
  type: 'financial_overview';
  feePercent: number;
  totals: { incidents: number; loss: string; recovered: string; fee: string; netToVictims: string };
  byMonth: Labelled<{ loss: string; recovered: string }>[];
  payouts: Labelled<{ currency: string } & CountAndAmount>[];
  trails: Labelled<CountAndAmount>[];
};

export type RecoveryStatisticsData = {
  type: 'recovery_statistics';
  totals: { incidents: number; withFundsRecovered: number; loss: string; recovered: string; recoveredPercent: number | null };
  byStatus: Labelled<{ count: number }>[];
  applicationsByStatus: Labelled<{ count: number }>[];
  firstStaffAction: { medianDays: number | null; incidents: number };
};

export type ReportData = IncidentSummaryData | UserActivityData | FinancialOverviewData | RecoveryStatisticsData;
export type ReportDataOf<T extends ReportType> = Extract<ReportData, { type: T }>;
