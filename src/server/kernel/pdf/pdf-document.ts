import PDFDocument from 'pdfkit';

// The house style of every PDF the platform makes (evidence packs, reports): A4, calm ink, tables
// that carry their header onto the next page, "Page X of Y" at the foot of each page.

export const MARGIN = 50;
export const INK = '#0f172a';
export const MUTED = '#475569';
export const LINE = '#cbd5e1';
export const ACCENT = '#1e3a5f';

export type Doc = PDFKit.PDFDocument;

/** A new document, and the promise of its bytes once `doc.end()` is called. */
export function createPdf(info: { Title: string; Author: string }): { doc: Doc; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** Width between the margins. */
export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** A section heading; it moves to a new page rather than sit alone with less than `keepWith` points below it. */
export function heading(doc: Doc, text: string, keepWith = 100) {
  if (doc.y + 40 + keepWith > doc.page.height - MARGIN - 20) doc.addPage();
  doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').fontSize(13).text(text, MARGIN).moveDown(0.3).font('Helvetica').fontSize(10);
}

export function pairs(doc: Doc, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const valueWidth = contentWidth(doc) - 160;
    const height = Math.max(doc.heightOfString(label, { width: 150 }), doc.heightOfString(value, { width: valueWidth }));
    if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
    doc.fillColor(INK).text(value, MARGIN + 160, y, { width: valueWidth });
    // The taller of the two decides where the next row starts, so a wrapped label never overlaps it.
    doc.y = y + height;
    doc.moveDown(0.2);
  }
  doc.x = MARGIN;
}

export type Column = { header: string; width: number; align?: 'left' | 'right' };

/** A table with fixed column widths that starts a new page (and repeats its header) when full. */
export function table(doc: Doc, columns: Column[], rows: string[][]) {
  const drawRow = (cells: string[], bold: boolean) => {
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 6 }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      if (!bold) drawRow(columns.map((c) => c.header), true);
    }
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(bold ? MUTED : INK);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 3, { width: columns[i]!.width - 6, align: columns[i]!.align ?? 'left' });
      x += columns[i]!.width;
    });
    doc.moveTo(MARGIN, y + height).lineTo(x, y + height).strokeColor(LINE).lineWidth(0.5).stroke();
    doc.y = y + height;
  };
  drawRow(columns.map((c) => c.header), true);
  for (const row of rows) drawRow(row, false);
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(10);
}

/**
 * A horizontal bar chart: one bar per row, its label on the left and its value, as written, on the
 * right; bar lengths are proportional to `value`. Drawn as vectors, so it prints sharp.
 */
const BAR_HEIGHT = 14;
const BAR_GAP = 6;

/** The height barChart needs for `bars` bars, so a heading can keep with it. */
export const barChartHeight = (bars: number) => bars * (BAR_HEIGHT + BAR_GAP) + 24;

export function barChart(doc: Doc, bars: { label: string; value: number; shown: string }[], options: { caption: string }) {
  const barHeight = BAR_HEIGHT;
  const gap = BAR_GAP;
  const labelWidth = 150;
  const valueWidth = 90;
  const height = barChartHeight(bars.length);
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(options.caption, MARGIN).moveDown(0.3);
  const trackWidth = contentWidth(doc) - labelWidth - valueWidth - 12;
  const max = Math.max(0, ...bars.map((b) => b.value));
  let y = doc.y;
  doc.font('Helvetica').fontSize(9);
  for (const bar of bars) {
    doc.fillColor(INK).text(bar.label, MARGIN, y + 2, { width: labelWidth - 6, lineBreak: false, ellipsis: true });
    const length = max > 0 ? Math.max(bar.value > 0 ? 1 : 0, (bar.value / max) * trackWidth) : 0;
    doc.rect(MARGIN + labelWidth, y, trackWidth, barHeight).fillColor('#eef2f7').fill();
    if (length > 0) doc.rect(MARGIN + labelWidth, y, length, barHeight).fillColor(ACCENT).fill();
    doc.fillColor(INK).text(bar.shown, MARGIN + labelWidth + trackWidth + 6, y + 2, { width: valueWidth + 6, align: 'right', lineBreak: false });
    y += barHeight + gap;
  }
  doc.y = y + 4;
  doc.x = MARGIN;
  doc.font('Helvetica').fontSize(10);
}

/**
 * "<label> · Page X of Y" at the foot of every page; call once, after the last page is written.
 * `pageOf` words "Page X of Y" in the reader's language (the document's own text); English without it.
 */
export function numberPages(doc: Doc, label: string, pageOf: (page: number, pages: number) => string = (page, pages) => `Page ${page} of ${pages}`) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would start a new page; the footer may sit there.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`${label} · ${pageOf(i + 1, range.count)}`, MARGIN, doc.page.height - MARGIN + 15, {
      width: contentWidth(doc),
      align: 'center',
      lineBreak: false,
    });
  }
}
