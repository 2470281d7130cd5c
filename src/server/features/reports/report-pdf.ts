import { formatDateTime } from '@shared/format/dates';
import { formatMoney as formatInCurrency, formatMoneyTotals } from '@shared/money/format-money';
import { formatTrailAmount } from '@shared/money-trails/amount';
import { reportTypeLabels, type ReportType } from '@shared/reports/staff-schema';
import { barChart, barChartHeight, contentWidth, createPdf, heading, INK, MARGIN, MUTED, numberPages, pairs, table, type Column, type Doc } from '../../kernel/pdf/pdf-document';
import type {
  CountAndAmount,
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
  description: string | null;
  generatedAt: Date;
  generatedBy: string;
  data: ReportData;
};

export type PdfBranding = { platformName: string; logo: Buffer | null };

const count = (n: number) => n.toLocaleString('en-US');
// The breakdowns' amounts are in US dollars: every case was before issue 28, and since then the
// breakdowns sum the dollar cases only (gather-report-data.ts); each currency's totals stand apart.
const formatMoney = (amount: string) => formatInCurrency(amount, 'USD');

/** A total as each currency's figure ('USD 3,900.74 · EUR 7,750.00'), or the one dollar figure of an older report. */
function perCurrency<T extends { currency: string }>(byCurrency: T[] | undefined, amountOf: (c: T) => string, legacy: string): string {
  if (!byCurrency) return formatMoney(legacy);
  return formatMoneyTotals(byCurrency.map((c) => ({ currency: c.currency, amount: amountOf(c) })));
}

/** Says, under the totals, that the breakdowns count every case but sum the dollar ones only. */
function usdOnlyNote(doc: Doc, byCurrency: { currency: string }[] | undefined) {
  if (!byCurrency?.some((c) => c.currency !== 'USD')) return;
  doc.fillColor(MUTED).fontSize(9).text('Amounts are never added across currencies: the amounts in the tables below are of the US-dollar cases only.', MARGIN).fontSize(10).fillColor(INK);
}
// A chart's heading keeps with the chart (up to a page's worth of bars).
const chartSpace = (bars: number) => Math.min(barChartHeight(bars), 600);
const none = (doc: Doc, text = 'Nothing in this period.') => doc.fillColor(MUTED).text(text, MARGIN).fillColor(INK);

/** How a section shows its rows: a chart first when it has one, then the table. */
type Shown<R> = { chart?: { bar: (row: R) => { value: number; shown: string }; caption: string }; columns: Column[]; row: (row: R) => string[] };

/** A titled section of rows: "Nothing in this period." when there are none. */
function section<R extends { label: string }>(doc: Doc, title: string, rows: R[], shown: Shown<R>) {
  heading(doc, title, shown.chart ? chartSpace(rows.length) : undefined);
  if (rows.length === 0) {
    none(doc);
    return;
  }
  const { chart } = shown;
  if (chart) barChart(doc, rows.map((r) => ({ label: r.label, ...chart.bar(r) })), { caption: chart.caption });
  table(doc, shown.columns, rows.map(shown.row));
}

const countBar = (caption: string) => ({ bar: (r: { count: number }) => ({ value: r.count, shown: count(r.count) }), caption });

/** Rows counted and with their reported loss, under `first`. */
const incidentsAndLoss = (first: string): Shown<Labelled<CountAndAmount>> => ({
  columns: [{ header: first, width: 200 }, { header: 'Incidents', width: 100, align: 'right' }, { header: 'Reported loss', width: 195, align: 'right' }],
  row: (r) => [r.label, count(r.count), formatMoney(r.amount)],
});

/** Rows counted, under `first`, their count under `what`. */
const counted = (first: string, what: string): Shown<Labelled<{ count: number }>> => ({
  columns: [{ header: first, width: 345 }, { header: what, width: 150, align: 'right' }],
  row: (r) => [r.label, count(r.count)],
});

function incidentSummary(doc: Doc, data: IncidentSummaryData) {
  heading(doc, 'Totals');
  pairs(doc, [
    ['Incidents', count(data.totals.incidents)],
    ['Reported loss', perCurrency(data.totals.byCurrency, (c) => c.loss, data.totals.loss)],
    ['Recovered so far', perCurrency(data.totals.byCurrency, (c) => c.recovered, data.totals.recovered)],
  ]);
  usdOnlyNote(doc, data.totals.byCurrency);
  section(doc, 'Incidents by status', data.byStatus, { ...incidentsAndLoss('Status'), chart: countBar('Number of incidents in each status') });
  section(doc, 'Incidents by month reported', data.byMonth, { ...incidentsAndLoss('Month'), chart: countBar('Incidents reported each month') });
  section(doc, 'Loss by platform type', data.byPlatformType, incidentsAndLoss('Platform type'));
  section(doc, 'Most reported platforms', data.topPlatforms, incidentsAndLoss('Platform'));
  if (data.byTag && data.byTag.length > 0) section(doc, 'Incidents by tag', data.byTag, incidentsAndLoss('Tag'));
}

function userActivity(doc: Doc, data: UserActivityData) {
  heading(doc, 'Accounts');
  pairs(doc, [
    ['Accounts (all time)', count(data.accounts.allTime)],
    ['Created in the period', count(data.accounts.registered)],
    ['Of those, verified', count(data.accounts.verified)],
  ]);
  section(doc, 'Accounts created by month', data.byMonth, {
    chart: { bar: (r) => ({ value: r.registered, shown: count(r.registered) }), caption: 'Accounts created each month' },
    columns: [{ header: 'Month', width: 200 }, { header: 'Created', width: 145, align: 'right' }, { header: 'Verified', width: 150, align: 'right' }],
    row: (r) => [r.label, count(r.registered), count(r.verified)],
  });
  heading(doc, 'Activity in the period');
  table(doc, [{ header: 'What victims did', width: 345 }, { header: 'Count', width: 150, align: 'right' }], [
    ['Incidents reported (with the status and platform type filters)', count(data.activity.incidentsReported)],
    ['Recovery applications submitted', count(data.activity.applicationsSubmitted)],
    ['Messages sent to the case team', count(data.activity.victimMessages)],
    ['Documents uploaded', count(data.activity.documentsUploaded)],
  ]);
  section(doc, 'Recovery applications by status', data.applicationsByStatus, counted('Status', 'Applications'));
}

function financialOverview(doc: Doc, data: FinancialOverviewData) {
  heading(doc, 'Totals');
  pairs(doc, [
    ['Incidents', count(data.totals.incidents)],
    ['Reported loss', perCurrency(data.byCurrency, (c) => c.loss, data.totals.loss)],
    ['Recovered (recorded by staff)', perCurrency(data.byCurrency, (c) => c.recovered, data.totals.recovered)],
    [`Fee on recovered funds (${data.feePercent}%)`, perCurrency(data.byCurrency, (c) => c.fee, data.totals.fee)],
    ['Recovered, less the fee', perCurrency(data.byCurrency, (c) => c.netToVictims, data.totals.netToVictims)],
  ]);
  usdOnlyNote(doc, data.byCurrency);
  doc.fillColor(MUTED).fontSize(9).text('The fee applies only to funds actually recovered, at the rate set when this report was made; nothing is ever charged up front.', MARGIN).fontSize(10).fillColor(INK);
  section(doc, 'Recovered by month reported', data.byMonth, {
    chart: { bar: (r) => ({ value: Number(r.recovered), shown: formatMoney(r.recovered) }), caption: 'Funds recovered on incidents reported each month' },
    columns: [{ header: 'Month', width: 200 }, { header: 'Reported loss', width: 145, align: 'right' }, { header: 'Recovered', width: 150, align: 'right' }],
    row: (r) => [r.label, formatMoney(r.loss), formatMoney(r.recovered)],
  });
  section(doc, 'Payout requests', data.payouts, {
    columns: [{ header: 'Status', width: 200 }, { header: 'Requests', width: 100, align: 'right' }, { header: 'Amount', width: 195, align: 'right' }],
    row: (r) => [r.label, count(r.count), formatTrailAmount(r.amount, r.currency)],
  });
  section(doc, 'Money trails recorded, by currency', data.trails, {
    columns: [{ header: 'Currency', width: 200 }, { header: 'Transfers', width: 100, align: 'right' }, { header: 'Amount', width: 195, align: 'right' }],
    row: (r) => [r.label, count(r.count), formatTrailAmount(r.amount, r.label)],
  });
}

/** One rate per currency ('USD 28.1% · EUR 12.9%'); a rate across currencies would divide euros by dollars. */
function recoveredShare(totals: RecoveryStatisticsData['totals']): string {
  const rate = (percent: number | null) => (percent === null ? 'No loss recorded' : `${percent}%`);
  if (!totals.byCurrency || totals.byCurrency.length === 0) return rate(totals.recoveredPercent);
  if (totals.byCurrency.length === 1) return rate(totals.byCurrency[0]!.recoveredPercent);
  return totals.byCurrency.map((c) => `${c.currency} ${rate(c.recoveredPercent)}`).join(' · ');
}

function recoveryStatistics(doc: Doc, data: RecoveryStatisticsData) {
  heading(doc, 'Totals');
  pairs(doc, [
    ['Incidents', count(data.totals.incidents)],
    ['With funds recovered', count(data.totals.withFundsRecovered)],
    ['Reported loss', perCurrency(data.totals.byCurrency, (c) => c.loss, data.totals.loss)],
    ['Recovered', perCurrency(data.totals.byCurrency, (c) => c.recovered, data.totals.recovered)],
    ['Recovered, share of loss', recoveredShare(data.totals)],
    [
      'First staff action',
      data.firstStaffAction.medianDays === null
        ? 'No staff action recorded yet'
        : `median ${data.firstStaffAction.medianDays} days after the report (${count(data.firstStaffAction.incidents)} incidents)`,
    ],
  ]);
  doc.fillColor(MUTED).fontSize(9).text('Past figures describe past cases only; they are not a promise about any case.', MARGIN).fontSize(10).fillColor(INK);
  section(doc, 'Incidents by status', data.byStatus, { ...counted('Status', 'Incidents'), chart: countBar('Number of incidents in each status') });
  section(doc, 'Recovery applications submitted in the period, by status', data.applicationsByStatus, counted('Status', 'Applications'));
}

/** The report as a PDF made for people, drawn only from the figures stored when it was generated. */
export function renderReportPdf(report: ReportForPdf, branding: PdfBranding): Promise<Buffer> {
  const title = `${reportTypeLabels[report.type]} report`;
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
    ['Filters', report.description ?? 'None'],
    ['Generated', `${formatDateTime(report.generatedAt)} (UTC) by ${report.generatedBy}`],
    ['Report', `#${report.id}`],
  ]);
  doc.fillColor(MUTED).fontSize(9).text('Figures were counted from the records at the moment this report was generated.', MARGIN).fontSize(10).fillColor(INK);

  const { data } = report;
  switch (data.type) {
    case 'incident_summary':
      incidentSummary(doc, data);
      break;
    case 'user_activity':
      userActivity(doc, data);
      break;
    case 'financial_overview':
      financialOverview(doc, data);
      break;
    case 'recovery_statistics':
      recoveryStatistics(doc, data);
      break;
  }
  numberPages(doc, `${branding.platformName} · ${title} #${report.id}`);
  doc.end();
  return bytes;
}
