import { formatCaseReference } from '@shared/format/case-reference';
import { formatDate, formatDateTime } from '@shared/format/dates';
import { formatKilobytes } from '@shared/format/file-size';
import { formatStatusLabel } from '@shared/incidents/status';
import { formatMoney } from '@shared/money/format-money';
import { formatTrailAmount } from '@shared/money-trails/amount';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { layoutMoneyPath, type MoneyPathWords } from '@shared/money-trails/money-path-layout';
import { countryName } from '@shared/places/countries';
import { friendlyPhone } from '@shared/places/phone';
import { createPdf, heading, INK, MARGIN, MUTED, numberPages, pairs, table, type Doc } from '../../kernel/pdf/pdf-document';
import { sayShared, textsFor, type Texts } from '../../kernel/texts/texts';
import type { CaseEvidence } from './gather-case-evidence';

/** What the money's path says, in the PDF's language: its boxes, its arrows' statuses, dates and amounts. */
function moneyPathWords(i18n: Texts, locale: string, date: (value: string) => string): MoneyPathWords {
  return {
    sourceNotRecorded: i18n._({ id: 'pdf.evidence-pack.money-path.source-not-recorded', message: 'Source not recorded' }),
    destinationNotRecorded: i18n._({ id: 'pdf.evidence-pack.money-path.destination-not-recorded', message: 'Destination not recorded' }),
    statuses: {
      suspicious: i18n._({ id: 'pdf.evidence-pack.money-path.suspicious', message: 'suspicious' }),
      recovered: i18n._({ id: 'pdf.evidence-pack.money-path.recovered', message: 'recovered' }),
    },
    amount: (amount, currency) => formatTrailAmount(amount, currency, locale),
    date,
    more: (count) => i18n._({ id: 'pdf.evidence-pack.money-path.more', message: '{count, plural, one {and # more} other {and # more}}', values: { count } }),
  };
}

/** The money's path as boxes and arrows, the same layout as the staff screen, scaled to the page. */
function moneyPathPicture(doc: Doc, trails: CaseEvidence['trails'], words: MoneyPathWords) {
  const layout = layoutMoneyPath(
    trails.map((t) => ({ ...t, transactionDate: t.transactionDate.toISOString(), amount: t.amount })),
    words,
  );
  const width = doc.page.width - 2 * MARGIN;
  const scale = Math.min(1, width / Math.max(layout.width, 1));
  const height = layout.height * scale;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  const at = (p: { x: number; y: number }) => ({ x: MARGIN + p.x * scale, y: top + p.y * scale });
  for (const arrow of layout.arrows) {
    const points = arrow.points.map(at);
    if (points.length < 2) continue;
    doc.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points.slice(1)) doc.lineTo(p.x, p.y);
    doc.strokeColor(MUTED).lineWidth(1).stroke();
    const end = points[points.length - 1]!;
    const before = points[points.length - 2]!;
    const angle = Math.atan2(end.y - before.y, end.x - before.x);
    const head = 6;
    doc
      .moveTo(end.x, end.y)
      .lineTo(end.x - head * Math.cos(angle - 0.4), end.y - head * Math.sin(angle - 0.4))
      .lineTo(end.x - head * Math.cos(angle + 0.4), end.y - head * Math.sin(angle + 0.4))
      .closePath()
      .fillColor(MUTED)
      .fill();
    const mid = points[Math.floor(points.length / 2)]!;
    const label = arrow.lines.join('\n');
    doc.font('Helvetica').fontSize(Math.max(6, 8 * scale));
    const labelWidth = 190 * scale;
    const labelHeight = doc.heightOfString(label, { width: labelWidth });
    doc.rect(mid.x - labelWidth / 2 - 2, mid.y - labelHeight / 2 - 2, labelWidth + 4, labelHeight + 4).fillColor('#ffffff').fill();
    doc.fillColor(INK).text(label, mid.x - labelWidth / 2, mid.y - labelHeight / 2, { width: labelWidth, align: 'center' });
  }
  for (const node of layout.nodes) {
    const p = at(node);
    doc.rect(p.x, p.y, node.width * scale, node.height * scale).fillColor('#ffffff').fill();
    doc.rect(p.x, p.y, node.width * scale, node.height * scale).strokeColor(node.unknown ? MUTED : INK).lineWidth(node.unknown ? 0.5 : 1).stroke();
    doc.font('Helvetica').fontSize(Math.max(6, 9 * scale)).fillColor(INK);
    doc.text(node.label, p.x + 4, p.y + 4, { width: node.width * scale - 8, height: node.height * scale - 8, align: 'center', ellipsis: true });
  }
  doc.x = MARGIN;
  doc.y = top + height + 10;
  doc.font('Helvetica').fontSize(10);
}

/**
 * The pack's summary.pdf, for police, a bank or a lawyer: who, what, when, how much (each
 * currency on its own), the money's path, what is on file with its SHA-256, and who made it when.
 * In the language of the person who asked for the pack (`locale`): its words, dates and amounts.
 */
export function renderSummaryPdf(
  evidence: CaseEvidence,
  meta: { platformName: string; generatedAt: Date; generatedBy: string; fileNames: string[]; locale: string },
): Promise<Buffer> {
  const { incident, platform, profile, trails, files } = evidence;
  const i18n = textsFor(meta.locale);
  const { locale } = meta;
  const reference = formatCaseReference(incident.id);
  const title = i18n._({ id: 'pdf.evidence-pack.title', message: 'Evidence pack {reference}', values: { reference } });
  const { doc, bytes } = createPdf({ Title: title, Author: meta.platformName });
  const date = (value: string | Date | null) => formatDate(value, { locale }, { none: i18n._({ id: 'pdf.evidence-pack.no-date', message: 'No date available' }), invalid: i18n._({ id: 'pdf.evidence-pack.invalid-date', message: 'Invalid date' }) });
  const notGiven = i18n._({ id: 'pdf.evidence-pack.not-given', message: 'Not given' });
  // A status or a transaction type in the PDF's language, in the web's words for it (`_shared`).
  const statusWord = (value: string) => sayShared(i18n, formatStatusLabel(value));

  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(meta.platformName);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(i18n._({ id: 'pdf.evidence-pack.heading', message: 'Evidence pack: case {reference}', values: { reference } }));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(i18n._({ id: 'pdf.evidence-pack.generated', message: 'Generated {when} (UTC) by {who}.', values: { when: formatDateTime(meta.generatedAt, { locale }), who: meta.generatedBy } }));
  doc.text(i18n._({ id: 'pdf.evidence-pack.originals', message: 'The files in this pack are the originals as received; manifest.csv lists each with its size and SHA-256.' }));

  heading(doc, i18n._({ id: 'pdf.evidence-pack.victim', message: 'Victim' }));
  pairs(doc, [
    [i18n._({ id: 'pdf.evidence-pack.victim.name', message: 'Name' }), profile?.fullName ?? notGiven],
    [i18n._({ id: 'pdf.evidence-pack.victim.email', message: 'E-mail' }), incident.victimEmail],
    [i18n._({ id: 'pdf.evidence-pack.victim.phone', message: 'Phone' }), profile?.phone ? friendlyPhone(profile.phone) : notGiven],
    [i18n._({ id: 'pdf.evidence-pack.victim.country', message: 'Country' }), profile ? countryName(profile.country, locale) : notGiven],
  ]);

  heading(doc, i18n._({ id: 'pdf.evidence-pack.case', message: 'Case' }));
  const financial = incident.financialData;
  const status = i18n._({ id: 'pdf.evidence-pack.status', message: 'Status' });
  pairs(doc, [
    [i18n._({ id: 'pdf.evidence-pack.case.platform', message: 'Platform' }), platform.name],
    [status, statusWord(incident.status)],
    [i18n._({ id: 'pdf.evidence-pack.case.incident-date', message: 'Incident date' }), date(incident.incidentDate)],
    [i18n._({ id: 'pdf.evidence-pack.case.reported', message: 'Reported' }), formatDateTime(incident.createdAt, { locale })],
    [i18n._({ id: 'pdf.evidence-pack.case.amount-lost', message: 'Amount lost' }), formatMoney(financial?.totalLoss || incident.lossAmount, incident.currency, locale)],
    [i18n._({ id: 'pdf.evidence-pack.case.recovered', message: 'Recovered so far' }), formatMoney(financial?.recoveredAmount ?? '0', incident.currency, locale)],
    [i18n._({ id: 'pdf.evidence-pack.case.description', message: 'Description' }), incident.description || i18n._({ id: 'pdf.evidence-pack.case.no-description', message: 'None given' })],
  ]);

  const dateHeader = i18n._({ id: 'pdf.evidence-pack.date', message: 'Date' });
  heading(doc, i18n._({ id: 'pdf.evidence-pack.timeline', message: 'Timeline' }));
  if (incident.timelineEvents.length === 0) doc.fillColor(MUTED).text(i18n._({ id: 'pdf.evidence-pack.timeline.none', message: 'No events recorded.' }));
  else
    table(
      doc,
      [
        { header: dateHeader, width: 110 },
        { header: i18n._({ id: 'pdf.evidence-pack.timeline.event', message: 'Event' }), width: 150 },
        { header: i18n._({ id: 'pdf.evidence-pack.timeline.details', message: 'Details' }), width: 235 },
      ],
      incident.timelineEvents.map((e) => [date(e.date), e.title, e.description]),
    );

  heading(doc, i18n._({ id: 'pdf.evidence-pack.trails', message: 'Money trails' }));
  if (trails.length === 0) doc.fillColor(MUTED).text(i18n._({ id: 'pdf.evidence-pack.trails.none', message: 'No money trails recorded.' }));
  else {
    const notRecorded = i18n._({ id: 'pdf.evidence-pack.trails.not-recorded', message: 'Not recorded' });
    table(
      doc,
      [
        { header: dateHeader, width: 70 },
        { header: i18n._({ id: 'pdf.evidence-pack.trails.type', message: 'Type' }), width: 60 },
        { header: i18n._({ id: 'pdf.evidence-pack.trails.amount', message: 'Amount' }), width: 95 },
        { header: i18n._({ id: 'pdf.evidence-pack.trails.from', message: 'From' }), width: 95 },
        { header: i18n._({ id: 'pdf.evidence-pack.trails.to', message: 'To' }), width: 95 },
        { header: status, width: 80 },
      ],
      trails.map((t) => [date(t.transactionDate), statusWord(t.transactionType), formatTrailAmount(t.amount, t.currency, locale), t.fromAccount ? friendlyAccount(t.fromAccount) : notRecorded, friendlyAccount(t.toAccount) + (t.blockchainTx ? `\nTx ${t.blockchainTx}` : ''), statusWord(t.status)]),
    );
    heading(doc, i18n._({ id: 'pdf.evidence-pack.money-path', message: "The money's path" }));
    moneyPathPicture(doc, trails, moneyPathWords(i18n, locale, date));
  }

  heading(doc, i18n._({ id: 'pdf.evidence-pack.required-documents', message: 'Required documents' }));
  if (incident.requiredDocuments.length === 0) doc.fillColor(MUTED).text(i18n._({ id: 'pdf.evidence-pack.required-documents.none', message: 'None listed.' }));
  else
    table(
      doc,
      [
        { header: i18n._({ id: 'pdf.evidence-pack.required-documents.document', message: 'Document' }), width: 180 },
        { header: status, width: 80 },
        { header: i18n._({ id: 'pdf.evidence-pack.required-documents.notes', message: 'Notes' }), width: 235 },
      ],
      incident.requiredDocuments.map((d) => [d.name, statusWord(d.status), d.description]),
    );

  heading(doc, i18n._({ id: 'pdf.evidence-pack.files', message: 'Files in this pack' }));
  if (files.length === 0) doc.fillColor(MUTED).text(i18n._({ id: 'pdf.evidence-pack.files.none', message: 'No files on this case.' }));
  else
    table(
      doc,
      [
        { header: i18n._({ id: 'pdf.evidence-pack.files.name', message: 'Name in the pack' }), width: 150 },
        { header: i18n._({ id: 'pdf.evidence-pack.files.size', message: 'Size' }), width: 55 },
        { header: status, width: 55 },
        { header: 'SHA-256', width: 235 },
      ],
      files.map((f, i) => [meta.fileNames[i] ?? f.filename, formatKilobytes(f.sizeBytes, locale), statusWord(f.status), f.sha256]),
    );

  numberPages(doc, reference, (page, pages) => i18n._({ id: 'pdf.evidence-pack.page', message: 'Page {page} of {pages}', values: { page, pages } }));
  doc.end();
  return bytes;
}
