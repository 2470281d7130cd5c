import { formatDateTime } from '@shared/format/dates';
import { formatMoney } from '@shared/format/money';
import { formatTrailAmount } from '@shared/money-trails/amount';
import { reportTypeLabels, type ReportType } from '@shared/reports/staff-schema';
import { barChart, barChartHeight, contentWidth, createPdf, heading, INK, MARGIN, MUTED, numberPages, pairs, table, type Doc } from '../../kernel/pdf/pdf-document';
import type {
  FinancialOverviewData,
  IncidentSummaryData,
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
// A chart's heading keeps with the chart (up to a page's worth of bars).
const chartSpace = (bars: number) => Math.min(barChartHeight(bars), 600);
const none = (doc: Doc, text = 'Nothing in this period.') => doc.fillColor(MUTED).text(text, MARGIN).fillColor(INK);

function incidentSummary(doc: Doc, data: IncidentSummaryData) {
  heading(doc, 'Totals');
  pairs(doc, [
    ['Incidents', count(data.totals.incidents)],
    ['Reported loss', formatMoney(data.totals.loss)],
    ['Recovered so far', formatMoney(data.totals.recovered)],
  ]);
  heading(doc, 'Incidents by status', chartSpace(data.byStatus.length));
  if (data.byStatus.length === 0) none(doc);
  else {
    barChart(doc, data.byStatus.map((r) => ({ label: r.label, value: r.count, shown: count(r.count) })), { caption: 'Number of incidents in each status' });
    table(doc, [{ header: 'Status', width: 200 }, { header: 'Incidents', width: 100, align: 'right' }, { header: 'Reported loss', width: 195, align: 'right' }], data.byStatus.map((r) => [r.label, count(r.count), formatMoney(r.amount)]));
  }
  heading(doc, 'Incidents by month reported', chartSpace(data.byMonth.length));
  if (data.byMonth.length === 0) none(doc);
  else {
    barChart(doc, data.byMonth.map((r) => ({ label: r.label, value: r.count, shown: count(r.count) })), { caption: 'Incidents reported each month' });
    table(doc, [{ header: 'Month', width: 200 }, { header: 'Incidents', width: 100, align: 'right' }, { header: 'Reported loss', width: 195, align: 'right' }], data.byMonth.map((r) => [r.label, count(r.count), formatMoney(r.amount)]));
  }
  heading(doc, 'Loss by platform type');
  if (data.byPlatformType.length === 0) none(doc);
  else table(doc, [{ header: 'Platform type', width: 200 }, { header: 'Incidents', width: 100, align: 'right' }, { header: 'Reported loss', width: 195, align: 'right' }], data.byPlatformType.map((r) => [r.label, count(r.count), formatMoney(r.amount)]));
  heading(doc, 'Most reported platforms');
  if (data.topPlatforms.length === 0) none(doc);
  else table(doc, [{ header: 'Platform', width: 200 }, { header: 'Incidents', width: 100, align: 'right' }, { header: 'Reported loss', width: 195, align: 'right' }], data.topPlatforms.map((r) => [r.label, count(r.count), formatMoney(r.amount)]));
}

function userActivity(doc: Doc, data: UserActivityData) {
  heading(doc, 'Accounts');
  pairs(doc, [
    ['Accounts (all time)', count(data.accounts.allTime)],
    ['Created in the period', count(data.accounts.registered)],
    ['Of those, verified', count(data.accounts.verified)],
  ]);
  heading(doc, 'Accounts created by month', chartSpace(data.byMonth.length));
  if (data.byMonth.length === 0) none(doc);
  else {
    barChart(doc, data.byMonth.map((r) => ({ label: r.label, value: r.registered, shown: count(r.registered) })), { caption: 'Accounts created each month' });
    table(doc, [{ header: 'Month', width: 200 }, { header: 'Created', width: 145, align: 'right' }, { header: 'Verified', width: 150, align: 'right' }], data.byMonth.map((r) => [r.label, count(r.registered), count(r.verified)]));
  }
  heading(doc, 'Activity in the period');
  table(doc, [{ header: 'What victims did', width: 345 }, { header: 'Count', width: 150, align: 'right' }], [
    ['Incidents reported (with the status and platform type filters)', count(data.activity.incidentsReported)],
    ['Recovery applications submitted', count(data.activity.applicationsSubmitted)],
    ['Messages sent to the case team', count(data.activity.victimMessages)],
    ['Documents uploaded', count(data.activity.documentsUploaded)],
  ]);
  heading(doc, 'Recovery applications by status');
  if (data.applicationsByStatus.length === 0) none(doc);
  else table(doc, [{ header: 'Status', width: 345 }, { header: 'Applications', width: 150, align: 'right' }], data.applicationsByStatus.map((r) => [r.label, count(r.count)]));
}

function financialOverview(doc: Doc, data: FinancialOverviewData) {
  heading(doc, 'Totals');
  pairs(doc, [
    ['Incidents', count(data.totals.incidents)],
    ['Reported loss', formatMoney(data.totals.loss)],
    ['Recovered (recorded by staff)', formatMoney(data.totals.recovered)],
    [`Fee on recovered funds (${data.feePercent}%)`, formatMoney(data.totals.fee)],
    ['Recovered, less the fee', formatMoney(data.totals.netToVictims)],
  ]);
  doc.fillColor(MUTED).fontSize(9).text('The fee applies only to funds actually recovered, at the rate set when this report was made; nothing is ever charged up front.', MARGIN).fontSize(10).fillColor(INK);
  heading(doc, 'Recovered by month reported', chartSpace(data.byMonth.length));
  if (data.byMonth.length === 0) none(doc);
  else {
    barChart(doc, data.byMonth.map((r) => ({ label: r.label, value: Number(r.recovered), shown: formatMoney(r.recovered) })), { caption: 'Funds recovered on incidents reported each month' });
    table(doc, [{ header: 'Month', width: 200 }, { header: 'Reported loss', width: 145, align: 'right' }, { header: 'Recovered', width: 150, align: 'right' }], data.byMonth.map((r) => [r.label, formatMoney(r.loss), formatMoney(r.recovered)]));
  }
  heading(doc, 'Payout requests');
  if (data.payouts.length === 0) none(doc);
  else table(doc, [{ header: 'Status', width: 200 }, { header: 'Requests', width: 100, align: 'right' }, { header: 'Amount', width: 195, align: 'right' }], data.payouts.map((r) => [r.label, count(r.count), formatTrailAmount(r.amount, r.currency)]));
  heading(doc, 'Money trails recorded, by currency');
  if (data.trails.length === 0) none(doc);
  else table(doc, [{ header: 'Currency', width: 200 }, { header: 'Transfers', width: 100, align: 'right' }, { header: 'Amount', width: 195, align: 'right' }], data.trails.map((r) => [r.label, count(r.count), formatTrailAmount(r.amount, r.label)]));
}

function recoveryStatistics(doc: Doc, data: RecoveryStatisticsData) {
  heading(doc, 'Totals');
  pairs(doc, [
    ['Incidents', count(data.totals.incidents)],
    ['With funds recovered', count(data.totals.withFundsRecovered)],
    ['Reported loss', formatMoney(data.totals.loss)],
    ['Recovered', formatMoney(data.totals.recovered)],
    ['Recovered, share of loss', data.totals.recoveredPercent === null ? 'No loss recorded' : `${data.totals.recoveredPercent}%`],
    [
      'First staff action',
      data.firstStaffAction.medianDays === null
        ? 'No staff action recorded yet'
        : `median ${data.firstStaffAction.medianDays} days after the report (${count(data.firstStaffAction.incidents)} incidents)`,
    ],
  ]);
  doc.fillColor(MUTED).fontSize(9).text('Past figures describe past cases only; they are not a promise about any case.', MARGIN).fontSize(10).fillColor(INK);
  heading(doc, 'Incidents by status', chartSpace(data.byStatus.length));
  if (data.byStatus.length === 0) none(doc);
  else {
    barChart(doc, data.byStatus.map((r) => ({ label: r.label, value: r.count, shown: count(r.count) })), { caption: 'Number of incidents in each status' });
    table(doc, [{ header: 'Status', width: 345 }, { header: 'Incidents', width: 150, align: 'right' }], data.byStatus.map((r) => [r.label, count(r.count)]));
  }
  heading(doc, 'Recovery applications submitted in the period, by status');
  if (data.applicationsByStatus.length === 0) none(doc);
  else table(doc, [{ header: 'Status', width: 345 }, { header: 'Applications', width: 150, align: 'right' }], data.applicationsByStatus.map((r) => [r.label, count(r.count)]));
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
