import { formatCaseReference } from '@shared/format/case-reference';
import { formatDate, formatDateTime } from '@shared/format/dates';
import { formatKilobytes } from '@shared/format/file-size';
import { formatMoney } from '@shared/format/money';
import { formatStatusLabel } from '@shared/incidents/status';
import { formatTrailAmount } from '@shared/money-trails/amount';
import { friendlyAccount } from '@shared/money-trails/friendly-account';
import { layoutMoneyPath } from '@shared/money-trails/money-path-layout';
import { countryName } from '@shared/places/countries';
import { friendlyPhone } from '@shared/places/phone';
import { createPdf, heading, INK, MARGIN, MUTED, numberPages, pairs, table, type Doc } from '../../kernel/pdf/pdf-document';
import type { CaseEvidence } from './gather-case-evidence';

/** The money's path as boxes and arrows, the same layout as the staff screen, scaled to the page. */
function moneyPathPicture(doc: Doc, trails: CaseEvidence['trails']) {
  const layout = layoutMoneyPath(
    trails.map((t) => ({ ...t, transactionDate: t.transactionDate.toISOString(), amount: t.amount })),
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
 */
export function renderSummaryPdf(
  evidence: CaseEvidence,
  meta: { platformName: string; generatedAt: Date; generatedBy: string; fileNames: string[] },
): Promise<Buffer> {
  const { incident, platform, profile, trails, files } = evidence;
  const reference = formatCaseReference(incident.id);
  const { doc, bytes } = createPdf({ Title: `Evidence pack ${reference}`, Author: meta.platformName });

  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(meta.platformName);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(`Evidence pack: case ${reference}`);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Generated ${formatDateTime(meta.generatedAt)} (UTC) by ${meta.generatedBy}.`);
  doc.text('The files in this pack are the originals as received; manifest.csv lists each with its size and SHA-256.');

  heading(doc, 'Victim');
  pairs(doc, [
    ['Name', profile?.fullName ?? 'Not given'],
    ['E-mail', incident.victimEmail],
    ['Phone', profile?.phone ? friendlyPhone(profile.phone) : 'Not given'],
    ['Country', profile ? countryName(profile.country) : 'Not given'],
  ]);

  heading(doc, 'Case');
  const financial = incident.financialData;
  pairs(doc, [
    ['Platform', platform.name],
    ['Status', formatStatusLabel(incident.status)],
    ['Incident date', formatDate(incident.incidentDate)],
    ['Reported', formatDateTime(incident.createdAt)],
    ['Amount lost', formatMoney(financial?.totalLoss || incident.lossAmount)],
    ['Recovered so far', formatMoney(financial?.recoveredAmount ?? '0')],
    ['Description', incident.description || 'None given'],
  ]);

  heading(doc, 'Timeline');
  if (incident.timelineEvents.length === 0) doc.fillColor(MUTED).text('No events recorded.');
  else table(doc, [{ header: 'Date', width: 110 }, { header: 'Event', width: 150 }, { header: 'Details', width: 235 }], incident.timelineEvents.map((e) => [formatDate(e.date), e.title, e.description]));

  heading(doc, 'Money trails');
  if (trails.length === 0) doc.fillColor(MUTED).text('No money trails recorded.');
  else {
    table(
      doc,
      [{ header: 'Date', width: 70 }, { header: 'Type', width: 60 }, { header: 'Amount', width: 95 }, { header: 'From', width: 95 }, { header: 'To', width: 95 }, { header: 'Status', width: 80 }],
      trails.map((t) => [formatDate(t.transactionDate), formatStatusLabel(t.transactionType), formatTrailAmount(t.amount, t.currency), t.fromAccount ? friendlyAccount(t.fromAccount) : 'Not recorded', friendlyAccount(t.toAccount) + (t.blockchainTx ? `\nTx ${t.blockchainTx}` : ''), formatStatusLabel(t.status)]),
    );
    heading(doc, "The money's path");
    moneyPathPicture(doc, trails);
  }

  heading(doc, 'Required documents');
  if (incident.requiredDocuments.length === 0) doc.fillColor(MUTED).text('None listed.');
  else table(doc, [{ header: 'Document', width: 180 }, { header: 'Status', width: 80 }, { header: 'Notes', width: 235 }], incident.requiredDocuments.map((d) => [d.name, formatStatusLabel(d.status), d.description]));

  heading(doc, 'Files in this pack');
  if (files.length === 0) doc.fillColor(MUTED).text('No files on this case.');
  else
    table(
      doc,
      [{ header: 'Name in the pack', width: 150 }, { header: 'Size', width: 55 }, { header: 'Status', width: 55 }, { header: 'SHA-256', width: 235 }],
      files.map((f, i) => [meta.fileNames[i] ?? f.filename, formatKilobytes(f.sizeBytes), formatStatusLabel(f.status), f.sha256]),
    );

  numberPages(doc, reference);
  doc.end();
  return bytes;
}
