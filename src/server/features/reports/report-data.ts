import type { CurrencyTotal } from '@shared/money/format-money';
import type { ReportType } from '@shared/reports/staff-schema';

// The figures each report stores with itself when it is generated (reports.data). The PDF is drawn
// from these alone, so a report downloaded next year shows what was true when it was made.
// Money is exact decimal text in its currency's places, never a float.

/** A count and its amount in the currency the row names (payouts, money trails). */
export type CountAndAmount = { count: number; amount: string };

/**
 * A breakdown's row counted, with the loss of its cases in each currency they are in, USD first
 * (issue 28: never added across currencies). A row of a report made before has one `amount`, in US
 * dollars: every case's when every case was in dollars, the dollar cases' only once the totals were
 * given per currency (that report's PDF says so).
 */
export type CountAndLoss = { count: number } & ({ byCurrency: CurrencyTotal[] } | { amount: string });

/**
 * Issue 28: one currency's totals; amounts are never added across currencies. Reports made before
 * it have none: every case was in US dollars then. In a report that has them, `totals.loss`,
 * `recovered` (and the fee, the net and the rate beside them) are the US-dollar cases' only, kept as
 * the fields a report had before.
 */
export type CurrencyTotals = {
  currency: string;
  incidents: number;
  loss: string;
  recovered: string;
  fee: string;
  netToVictims: string;
  recoveredPercent: number | null;
};
export type Labelled<T> = T & { label: string };
/**
 * A row of one status or one month: its key, said in the reader's language when the PDF is drawn
 * (issue 28), beside the English words it had when made, which a report from before keys says.
 */
export type ByStatus<T> = Labelled<T> & { status?: string };
export type ByMonth<T> = Labelled<T> & { month?: string };

export type IncidentSummaryData = {
  type: 'incident_summary';
  totals: { incidents: number; loss: string; recovered: string; byCurrency?: Pick<CurrencyTotals, 'currency' | 'incidents' | 'loss' | 'recovered'>[] };
  byStatus: ByStatus<CountAndLoss>[];
  byPlatformType: Labelled<CountAndLoss>[];
  byMonth: ByMonth<CountAndLoss>[];
  topPlatforms: Labelled<CountAndLoss>[];
  /** The covered incidents per tag they carry (issue 26); absent from reports made before tags. */
  byTag?: Labelled<CountAndLoss>[];
};

export type UserActivityData = {
  type: 'user_activity';
  accounts: { allTime: number; registered: number; verified: number };
  byMonth: ByMonth<{ registered: number; verified: number }>[];
  activity: { incidentsReported: number; applicationsSubmitted: number; victimMessages: number; documentsUploaded: number };
  applicationsByStatus: ByStatus<{ count: number }>[];
};

/** One currency's figures in a month of the Financial Overview. */
export type MonthInCurrency = { currency: string; loss: string; recovered: string };

export type FinancialOverviewData = {
  type: 'financial_overview';
  feePercent: number;
  totals: { incidents: number; loss: string; recovered: string; fee: string; netToVictims: string };
  /** Each month's loss and recovered funds per currency; a month of a report made before has them in US dollars. */
  byMonth: ByMonth<{ byCurrency: MonthInCurrency[] } | { loss: string; recovered: string }>[];
  payouts: ByStatus<{ currency: string } & CountAndAmount>[];
  trails: Labelled<CountAndAmount>[];
  byCurrency?: Omit<CurrencyTotals, 'recoveredPercent'>[];
};

export type RecoveryStatisticsData = {
  type: 'recovery_statistics';
  totals: {
    incidents: number;
    withFundsRecovered: number;
    loss: string;
    recovered: string;
    recoveredPercent: number | null;
    byCurrency?: Pick<CurrencyTotals, 'currency' | 'incidents' | 'loss' | 'recovered' | 'recoveredPercent'>[];
  };
  byStatus: ByStatus<{ count: number }>[];
  applicationsByStatus: ByStatus<{ count: number }>[];
  firstStaffAction: { medianDays: number | null; incidents: number };
};

export type ReportData = IncidentSummaryData | UserActivityData | FinancialOverviewData | RecoveryStatisticsData;
export type ReportDataOf<T extends ReportType> = Extract<ReportData, { type: T }>;
