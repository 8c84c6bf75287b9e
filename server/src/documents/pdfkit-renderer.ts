import PDFDocument from 'pdfkit';
import type { DocumentModel, DocumentRenderer, DocumentSection } from '../providers/types';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/** Renders documents with pdfkit's built-in Helvetica (WinAnsi covers å, ä, ö and €). */
export class PdfkitRenderer implements DocumentRenderer {
  renderPdf(model: DocumentModel): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const doc = new PDFDocument({
        size: 'A4',
        margin: MARGIN,
        info: {
          Title: model.title,
          Author: model.issuer,
          Creator: 'Debt Portal',
        },
        lang: model.locale,
        bufferPages: false,
      });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);

      doc.font('Helvetica').fontSize(9).fillColor('#555555').text(model.issuer);
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(model.title);
      doc.moveDown(0.3);
      doc.font('Helvetica').fontSize(10);
      for (const line of model.headerLines) doc.text(line);
      doc.moveDown();

      for (const section of model.sections) drawSection(doc, section);

      doc.moveDown(2);
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#555555')
        .text(model.footer, { width: CONTENT_WIDTH });
      doc.end();
    });
  }
}

function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function drawSection(doc: PDFKit.PDFDocument, section: DocumentSection) {
  ensureSpace(doc, 60);
  if (section.kind !== 'text' || section.heading) {
    if (section.inContents && section.heading) doc.outline.addItem(section.heading);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#000000')
      .text(section.heading ?? '', MARGIN);
    doc.moveDown(0.3);
  }
  doc.font('Helvetica').fontSize(10);
  if (section.kind === 'text') {
    doc.text(section.text, MARGIN, undefined, { width: CONTENT_WIDTH });
  } else if (section.kind === 'fields') {
    for (const [label, value] of section.fields) {
      ensureSpace(doc, 14);
      const y = doc.y;
      doc.font('Helvetica').text(label, MARGIN, y, { width: 200 });
      const labelBottom = doc.y;
      doc.font('Helvetica-Bold').text(value, MARGIN + 210, y, { width: CONTENT_WIDTH - 210 });
      doc.y = Math.max(doc.y, labelBottom);
      doc.font('Helvetica');
    }
  } else {
    drawTable(doc, section);
  }
  doc.x = MARGIN;
  doc.moveDown();
}

function drawTable(doc: PDFKit.PDFDocument, section: Extract<DocumentSection, { kind: 'table' }>) {
  const total = section.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = section.columns.map((c) => (c.width / total) * CONTENT_WIDTH);
  const drawRow = (cells: string[], bold: boolean) => {
    ensureSpace(doc, 16);
    const y = doc.y;
    let x = MARGIN;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) => {
      const column = section.columns[i]!;
      doc.text(cell, x + 2, y, { width: widths[i]! - 4, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.y = bottom + 3;
  };
  drawRow(
    section.columns.map((c) => c.label),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y - 1)
    .lineTo(MARGIN + CONTENT_WIDTH, doc.y - 1)
    .strokeColor('#999999')
    .stroke();
  if (section.rows.length === 0 && section.empty) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(section.empty, MARGIN + 2, doc.y);
  }
  for (const row of section.rows) drawRow(row, false);
  if (section.totals) {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + CONTENT_WIDTH, doc.y)
      .strokeColor('#999999')
      .stroke();
    doc.y += 2;
    drawRow(section.totals, true);
  }
  doc.fontSize(10);
}
