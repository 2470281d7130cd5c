import { formatDateTime } from '@shared/format/dates';
import { formatMoney as formatInCurrency, formatMoneyTotals } from '@shared/money/format-money';
import { formatStatusLabel } from '@shared/incidents/status';
import { formatTrailAmount } from '@shared/money-trails/amount';
import { compareDecimals } from '@shared/money/decimal';
import type { ReportCovers, ReportType } from '@shared/reports/staff-schema';
import { barChart, barChartHeight, contentWidth, createPdf, heading, INK, MARGIN, MUTED, numberPages, pairs, table, type Column, type Doc } from '../../kernel/pdf/pdf-document';
import { sayShared, textsFor, type Texts } from '../../kernel/texts/texts';
import { describeFilters } from './describe-filters';
import { monthLabel } from './gather-report-data';
import type {
  CountAndLoss,
  FinancialOverviewData,
  IncidentSummaryData,
  Labelled,
  RecoveryStatisticsData,
  ReportData,
  UserActivityData,
} from './report-data';

export type ReportForPdf = {
  id: number;
  type: ReportType;
  /** What it covered, said in the reader's language; null for a report only `description` describes. */
  covers: ReportCovers | null;
  description: string | null;
  generatedAt: Date;
  generatedBy: string;
  data: ReportData;
};

export type PdfBranding = { platformName: string; logo: Buffer | null };

/** How the report writes its figures: in the reader's language (`i18n`) and locale. */
type Words = { i18n: Texts; locale: string };

const count = (w: Words, n: number) => n.toLocaleString(w.locale);
// A figure of a report made before its breakdowns were given per currency is in US dollars: every
// case was before issue 28, and after it those breakdowns summed the dollar cases only.
const formatMoney = (w: Words, amount: string) => formatInCurrency(amount, 'USD', w.locale);
/** A figure with no currency at all (no case in it), in words rather than a currency nobody used. */
const noAmount = (w: Words) => w.i18n._({ id: 'pdf.report.no-amount', message: 'No amount' });

/** A total as each currency's figure ('USD 3,900.74 · EUR 7,750.00'), or the one dollar figure of an older report. */
function perCurrency<T extends { currency: string }>(w: Words, byCurrency: T[] | undefined, amountOf: (c: T) => string, legacy: string): string {
  if (!byCurrency) return formatMoney(w, legacy);
  return formatMoneyTotals(byCurrency.map((c) => ({ currency: c.currency, amount: amountOf(c) })), w.locale, noAmount(w));
}

/** A row's amounts in each currency ('USD 3,000.00 · EUR 7,750.00'), or the dollar figure of a row made before. */
function perCurrencyRow<R extends { currency: string }>(w: Words, row: { byCurrency: R[] } | Record<'amount', string>, amountOf: (c: R) => string): string {
  if ('amount' in row) return formatMoney(w, row.amount);
  return formatMoneyTotals(row.byCurrency.map((c) => ({ currency: c.currency, amount: amountOf(c) })), w.locale, noAmount(w));
}

/**
 * Says, under the totals, that the breakdowns count every case but sum the dollar ones only: true of
 * a report made after the totals were given per currency and before its breakdowns were.
 */
function usdOnlyNote(doc: Doc, { i18n }: Words, byCurrency: { currency: string }[] | undefined, rows: object[]) {
  if (!byCurrency?.some((c) => c.currency !== 'USD') || rows.every((row) => 'byCurrency' in row)) return;
  const note = i18n._({ id: 'pdf.report.usd-only', message: 'Amounts are never added across currencies: the amounts in the tables below are of the US-dollar cases only.' });
  doc.fillColor(MUTED).fontSize(9).text(note, MARGIN).fontSize(10).fillColor(INK);
}
// A chart's heading keeps with the chart (up to a page's worth of bars).
const chartSpace = (bars: number) => Math.min(barChartHeight(bars), 600);
const none = (doc: Doc, { i18n }: Words) => doc.fillColor(MUTED).text(i18n._({ id: 'pdf.report.nothing', message: 'Nothing in this period.' }), MARGIN).fillColor(INK);

/** A row as a section lists it: by a month's or a status's key when it has one, else by its stored words. */
type Row = { label: string; status?: string; month?: string };

/**
 * A row's words in the reader's language: a month or a status said from its key (a report made
 * before keys were kept has its words of then); a platform, a tag, a currency as stored (data).
 */
const said = (w: Words, row: Row): string => (row.month ? monthLabel(row.month, w.locale) : row.status ? sayShared(w.i18n, formatStatusLabel(row.status)) : row.label);

/** How a section shows its rows: its charts first when it has any, then the table. */
type Chart<R> = { bar: (row: R) => { value: number; shown: string }; caption: string };
type Shown<R> = { charts?: Chart<R>[]; columns: Column[]; row: (row: R) => string[] };

/** A titled section of rows: "Nothing in this period." when there are none. */
function section<R extends Row>(doc: Doc, w: Words, title: string, rows: R[], shown: Shown<R>) {
  heading(doc, title, shown.charts?.length ? chartSpace(rows.length) : undefined);
  if (rows.length === 0) {
    none(doc, w);
    return;
  }
  for (const chart of shown.charts ?? []) barChart(doc, rows.map((r) => ({ label: said(w, r), ...chart.bar(r) })), { caption: chart.caption });
  table(doc, shown.columns, rows.map(shown.row));
}

const countBar = (w: Words, caption: string) => ({ bar: (r: { count: number }) => ({ value: r.count, shown: count(w, r.count) }), caption });

/** The words several sections share. */
function common({ i18n }: Words) {
  return {
    totals: i18n._({ id: 'pdf.report.totals', message: 'Totals' }),
    incidents: i18n._({ id: 'pdf.report.incidents', message: 'Incidents' }),
    reportedLoss: i18n._({ id: 'pdf.report.reported-loss', message: 'Reported loss' }),
    status: i18n._({ id: 'pdf.report.status', message: 'Status' }),
    month: i18n._({ id: 'pdf.report.month', message: 'Month' }),
    applications: i18n._({ id: 'pdf.report.applications', message: 'Applications' }),
    amount: i18n._({ id: 'pdf.report.amount', message: 'Amount' }),
    recovered: i18n._({ id: 'pdf.report.recovered', message: 'Recovered' }),
    byStatus: i18n._({ id: 'pdf.report.incidents-by-status', message: 'Incidents by status' }),
    eachStatus: i18n._({ id: 'pdf.report.incidents-by-status.caption', message: 'Number of incidents in each status' }),
  };
}

/** Rows counted and with their reported loss in each currency, under `first`. */
const incidentsAndLoss = (w: Words, first: string): Shown<Labelled<CountAndLoss>> => ({
  columns: [{ header: first, width: 200 }, { header: common(w).incidents, width: 100, align: 'right' }, { header: common(w).reportedLoss, width: 195, align: 'right' }],
  row: (r) => [said(w, r), count(w, r.count), perCurrencyRow(w, r, (c) => c.amount)],
});

/** Rows counted, under `first`, their count under `what`. */
const counted = (w: Words, first: string, what: string): Shown<Labelled<{ count: number }>> => ({
  columns: [{ header: first, width: 345 }, { header: what, width: 150, align: 'right' }],
  row: (r) => [said(w, r), count(w, r.count)],
});

function incidentSummary(doc: Doc, w: Words, data: IncidentSummaryData) {
  const { i18n } = w;
  const words = common(w);
  heading(doc, words.totals);
  pairs(doc, [
    [words.incidents, count(w, data.totals.incidents)],
    [words.reportedLoss, perCurrency(w, data.totals.byCurrency, (c) => c.loss, data.totals.loss)],
    [i18n._({ id: 'pdf.report.recovered-so-far', message: 'Recovered so far' }), perCurrency(w, data.totals.byCurrency, (c) => c.recovered, data.totals.recovered)],
  ]);
  usdOnlyNote(doc, w, data.totals.byCurrency, [...data.byStatus, ...data.byMonth, ...data.byPlatformType, ...data.topPlatforms, ...(data.byTag ?? [])]);
  section(doc, w, words.byStatus, data.byStatus, { ...incidentsAndLoss(w, words.status), charts: [countBar(w, words.eachStatus)] });
  section(doc, w, i18n._({ id: 'pdf.report.incidents-by-month', message: 'Incidents by month reported' }), data.byMonth, {
    ...incidentsAndLoss(w, words.month),
    charts: [countBar(w, i18n._({ id: 'pdf.report.incidents-by-month.caption', message: 'Incidents reported each month' }))],
  });
  section(doc, w, i18n._({ id: 'pdf.report.loss-by-platform-type', message: 'Loss by platform type' }), data.byPlatformType, incidentsAndLoss(w, i18n._({ id: 'pdf.report.platform-type', message: 'Platform type' })));
  section(doc, w, i18n._({ id: 'pdf.report.top-platforms', message: 'Most reported platforms' }), data.topPlatforms, incidentsAndLoss(w, i18n._({ id: 'pdf.report.platform', message: 'Platform' })));
  if (data.byTag && data.byTag.length > 0) section(doc, w, i18n._({ id: 'pdf.report.incidents-by-tag', message: 'Incidents by tag' }), data.byTag, incidentsAndLoss(w, i18n._({ id: 'pdf.report.tag', message: 'Tag' })));
}

function userActivity(doc: Doc, w: Words, data: UserActivityData) {
  const { i18n } = w;
  const words = common(w);
  heading(doc, i18n._({ id: 'pdf.report.accounts', message: 'Accounts' }));
  pairs(doc, [
    [i18n._({ id: 'pdf.report.accounts.all-time', message: 'Accounts (all time)' }), count(w, data.accounts.allTime)],
    [i18n._({ id: 'pdf.report.accounts.created', message: 'Created in the period' }), count(w, data.accounts.registered)],
    [i18n._({ id: 'pdf.report.accounts.verified', message: 'Of those, verified' }), count(w, data.accounts.verified)],
  ]);
  section(doc, w, i18n._({ id: 'pdf.report.accounts-by-month', message: 'Accounts created by month' }), data.byMonth, {
    charts: [{ bar: (r) => ({ value: r.registered, shown: count(w, r.registered) }), caption: i18n._({ id: 'pdf.report.accounts-by-month.caption', message: 'Accounts created each month' }) }],
    columns: [
      { header: words.month, width: 200 },
      { header: i18n._({ id: 'pdf.report.accounts-by-month.created', message: 'Created' }), width: 145, align: 'right' },
      { header: i18n._({ id: 'pdf.report.accounts-by-month.verified', message: 'Verified' }), width: 150, align: 'right' },
    ],
    row: (r) => [said(w, r), count(w, r.registered), count(w, r.verified)],
  });
  heading(doc, i18n._({ id: 'pdf.report.activity', message: 'Activity in the period' }));
  table(
    doc,
    [
      { header: i18n._({ id: 'pdf.report.activity.what', message: 'What victims did' }), width: 345 },
      { header: i18n._({ id: 'pdf.report.activity.count', message: 'Count' }), width: 150, align: 'right' },
    ],
    [
      [i18n._({ id: 'pdf.report.activity.incidents', message: 'Incidents reported (with the status and platform type filters)' }), count(w, data.activity.incidentsReported)],
      [i18n._({ id: 'pdf.report.activity.applications', message: 'Recovery applications submitted' }), count(w, data.activity.applicationsSubmitted)],
      [i18n._({ id: 'pdf.report.activity.messages', message: 'Messages sent to the case team' }), count(w, data.activity.victimMessages)],
      [i18n._({ id: 'pdf.report.activity.documents', message: 'Documents uploaded' }), count(w, data.activity.documentsUploaded)],
    ],
  );
  section(doc, w, i18n._({ id: 'pdf.report.applications-by-status', message: 'Recovery applications by status' }), data.applicationsByStatus, counted(w, words.status, words.applications));
}

function financialOverview(doc: Doc, w: Words, data: FinancialOverviewData) {
  const { i18n } = w;
  const words = common(w);
  heading(doc, words.totals);
  pairs(doc, [
    [words.incidents, count(w, data.totals.incidents)],
    [words.reportedLoss, perCurrency(w, data.byCurrency, (c) => c.loss, data.totals.loss)],
    [i18n._({ id: 'pdf.report.recovered-by-staff', message: 'Recovered (recorded by staff)' }), perCurrency(w, data.byCurrency, (c) => c.recovered, data.totals.recovered)],
    [i18n._({ id: 'pdf.report.fee', message: 'Fee on recovered funds ({feePercent}%)', values: { feePercent: data.feePercent } }), perCurrency(w, data.byCurrency, (c) => c.fee, data.totals.fee)],
    [i18n._({ id: 'pdf.report.net', message: 'Recovered, less the fee' }), perCurrency(w, data.byCurrency, (c) => c.netToVictims, data.totals.netToVictims)],
  ]);
  usdOnlyNote(doc, w, data.byCurrency, data.byMonth);
  const feeNote = i18n._({ id: 'pdf.report.fee-note', message: 'The fee applies only to funds actually recovered, at the rate set when this report was made; nothing is ever charged up front.' });
  doc.fillColor(MUTED).fontSize(9).text(feeNote, MARGIN).fontSize(10).fillColor(INK);
  section(doc, w, i18n._({ id: 'pdf.report.recovered-by-month', message: 'Recovered by month reported' }), data.byMonth, {
    charts: recoveredCharts(w, data.byMonth),
    columns: [{ header: words.month, width: 200 }, { header: words.reportedLoss, width: 145, align: 'right' }, { header: words.recovered, width: 150, align: 'right' }],
    row: (r) => [said(w, r), perCurrencyRow(w, 'loss' in r ? { amount: r.loss } : r, (c) => c.loss), perCurrencyRow(w, 'recovered' in r ? { amount: r.recovered } : r, (c) => c.recovered)],
  });
  section(doc, w, i18n._({ id: 'pdf.report.payouts', message: 'Payout requests' }), data.payouts, {
    columns: [{ header: words.status, width: 200 }, { header: i18n._({ id: 'pdf.report.payouts.requests', message: 'Requests' }), width: 100, align: 'right' }, { header: words.amount, width: 195, align: 'right' }],
    row: (r) => [said(w, r), count(w, r.count), formatTrailAmount(r.amount, r.currency, w.locale)],
  });
  section(doc, w, i18n._({ id: 'pdf.report.trails', message: 'Money trails recorded, by currency' }), data.trails, {
    columns: [
      { header: i18n._({ id: 'pdf.report.trails.currency', message: 'Currency' }), width: 200 },
      { header: i18n._({ id: 'pdf.report.trails.transfers', message: 'Transfers' }), width: 100, align: 'right' },
      { header: words.amount, width: 195, align: 'right' },
    ],
    row: (r) => [r.label, count(w, r.count), formatTrailAmount(r.amount, r.label, w.locale)],
  });
}

type FinancialMonth = FinancialOverviewData['byMonth'][number];

/**
 * The funds recovered each month as bars, one chart per currency that recovered any (bars of euros
 * beside bars of dollars would compare what cannot be compared); a report made before has its one
 * chart in dollars.
 */
function recoveredCharts(w: Words, months: FinancialMonth[]): Chart<FinancialMonth>[] {
  const { i18n } = w;
  if (months.some((m) => 'recovered' in m)) {
    const inDollars = (m: FinancialMonth) => ('recovered' in m ? m.recovered : '0');
    return [
      {
        bar: (m) => ({ value: Number(inDollars(m)), shown: formatMoney(w, inDollars(m)) }),
        caption: i18n._({ id: 'pdf.report.recovered-by-month.caption', message: 'Funds recovered on incidents reported each month' }),
      },
    ];
  }
  const recoveredIn = (m: FinancialMonth, currency: string) => ('byCurrency' in m ? m.byCurrency.find((c) => c.currency === currency)?.recovered : undefined) ?? '0';
  const currencies = [...new Set(months.flatMap((m) => ('byCurrency' in m ? m.byCurrency.filter((c) => compareDecimals(c.recovered, '0') > 0).map((c) => c.currency) : [])))];
  return currencies.map((currency) => ({
    // The bar's length only; the figure beside it is the exact decimal.
    bar: (m) => ({ value: Number(recoveredIn(m, currency)), shown: formatInCurrency(recoveredIn(m, currency), currency, w.locale, { display: 'code' }) }),
    caption: i18n._({ id: 'pdf.report.recovered-by-month.caption.currency', message: 'Funds recovered on incidents reported each month, in {currency}', values: { currency } }),
  }));
}

/** One rate per currency ('USD 28.1% · EUR 12.9%'); a rate across currencies would divide euros by dollars. */
function recoveredShare({ i18n }: Words, totals: RecoveryStatisticsData['totals']): string {
  const rate = (percent: number | null) => (percent === null ? i18n._({ id: 'pdf.report.no-loss', message: 'No loss recorded' }) : `${percent}%`);
  if (!totals.byCurrency || totals.byCurrency.length === 0) return rate(totals.recoveredPercent);
  if (totals.byCurrency.length === 1) return rate(totals.byCurrency[0]!.recoveredPercent);
  return totals.byCurrency.map((c) => `${c.currency} ${rate(c.recoveredPercent)}`).join(' · ');
}

function recoveryStatistics(doc: Doc, w: Words, data: RecoveryStatisticsData) {
  const { i18n } = w;
  const words = common(w);
  heading(doc, words.totals);
  pairs(doc, [
    [words.incidents, count(w, data.totals.incidents)],
    [i18n._({ id: 'pdf.report.with-funds-recovered', message: 'With funds recovered' }), count(w, data.totals.withFundsRecovered)],
    [words.reportedLoss, perCurrency(w, data.totals.byCurrency, (c) => c.loss, data.totals.loss)],
    [words.recovered, perCurrency(w, data.totals.byCurrency, (c) => c.recovered, data.totals.recovered)],
    [i18n._({ id: 'pdf.report.recovered-share', message: 'Recovered, share of loss' }), recoveredShare(w, data.totals)],
    [
      i18n._({ id: 'pdf.report.first-staff-action', message: 'First staff action' }),
      data.firstStaffAction.medianDays === null
        ? i18n._({ id: 'pdf.report.first-staff-action.none', message: 'No staff action recorded yet' })
        : i18n._({
            id: 'pdf.report.first-staff-action.median',
            message: 'median {days} days after the report ({incidents} incidents)',
            values: { days: data.firstStaffAction.medianDays, incidents: count(w, data.firstStaffAction.incidents) },
          }),
    ],
  ]);
  const pastNote = i18n._({ id: 'pdf.report.past-figures', message: 'Past figures describe past cases only; they are not a promise about any case.' });
  doc.fillColor(MUTED).fontSize(9).text(pastNote, MARGIN).fontSize(10).fillColor(INK);
  section(doc, w, words.byStatus, data.byStatus, { ...counted(w, words.status, words.incidents), charts: [countBar(w, words.eachStatus)] });
  section(doc, w, i18n._({ id: 'pdf.report.applications-in-period-by-status', message: 'Recovery applications submitted in the period, by status' }), data.applicationsByStatus, counted(w, words.status, words.applications));
}

/** The report's title in the reader's language: 'Financial Overview report'. */
export function reportTitle(i18n: Texts, type: ReportType): string {
  switch (type) {
    case 'incident_summary':
      return i18n._({ id: 'pdf.report.title.incident-summary', message: 'Incident Summary report' });
    case 'user_activity':
      return i18n._({ id: 'pdf.report.title.user-activity', message: 'User Activity report' });
    case 'financial_overview':
      return i18n._({ id: 'pdf.report.title.financial-overview', message: 'Financial Overview report' });
    case 'recovery_statistics':
      return i18n._({ id: 'pdf.report.title.recovery-statistics', message: 'Recovery Statistics report' });
  }
}

/**
 * The report as a PDF made for people, drawn only from the figures stored when it was generated,
 * in the language of the person who downloads it (`locale`): its filters said from what it covered,
 * its rows' months and statuses from their keys. A report made before those were kept shows its
 * stored description and row words, as written then.
 */
export function renderReportPdf(report: ReportForPdf, branding: PdfBranding, locale: string): Promise<Buffer> {
  const i18n = textsFor(locale);
  const w: Words = { i18n, locale };
  const title = reportTitle(i18n, report.type);
  const { doc, bytes } = createPdf({ Title: title, Author: branding.platformName });

  const top = doc.y;
  let textLeft = MARGIN;
  if (branding.logo) {
    try {
      doc.image(branding.logo, MARGIN, top, { fit: [44, 44] });
      textLeft = MARGIN + 56;
    } catch {
      // A logo pdfkit cannot draw (GIF, WebP) is left out; the name still heads the page.
    }
  }
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(branding.platformName, textLeft, top, { width: contentWidth(doc) - (textLeft - MARGIN) });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title, textLeft);
  doc.y = Math.max(doc.y, top + 48);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(10);
  pairs(doc, [
    [
      i18n._({ id: 'pdf.report.filters', message: 'Filters' }),
      report.covers ? describeFilters(report.covers, i18n, locale) : (report.description ?? i18n._({ id: 'pdf.report.filters.none', message: 'None' })),
    ],
    [
      i18n._({ id: 'pdf.report.generated', message: 'Generated' }),
      i18n._({ id: 'pdf.report.generated.when-by', message: '{when} (UTC) by {who}', values: { when: formatDateTime(report.generatedAt, { locale }), who: report.generatedBy } }),
    ],
    [i18n._({ id: 'pdf.report.report', message: 'Report' }), `#${report.id}`],
  ]);
  const countedNote = i18n._({ id: 'pdf.report.counted-when', message: 'Figures were counted from the records at the moment this report was generated.' });
  doc.fillColor(MUTED).fontSize(9).text(countedNote, MARGIN).fontSize(10).fillColor(INK);

  const { data } = report;
  switch (data.type) {
    case 'incident_summary':
      incidentSummary(doc, w, data);
      break;
    case 'user_activity':
      userActivity(doc, w, data);
      break;
    case 'financial_overview':
      financialOverview(doc, w, data);
      break;
    case 'recovery_statistics':
      recoveryStatistics(doc, w, data);
      break;
  }
  numberPages(doc, `${branding.platformName} · ${title} #${report.id}`, (page, pages) => i18n._({ id: 'pdf.report.page', message: 'Page {page} of {pages}', values: { page, pages } }));
  doc.end();
  return bytes;
}
