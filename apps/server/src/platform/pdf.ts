/**
 * PDF documents for people to print or download (diet plans now; lab reports and invoices later):
 * pdfkit with DejaVu Sans embedded from the repository (`apps/server/assets/fonts/dejavu`, its
 * licence beside it), so every letter renders on any machine, whatever fonts it has: Spanish
 * accents, µ, ≥, ½. One layout: A4, each page headed by the practice's name and the document's
 * title, numbered "Page n of N" in the document's language, with headings, paragraphs, label/value
 * lists and tables that break across pages (repeating their header row).
 */
/// <reference path="../types/fontkit.d.ts" />
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Language } from '@verdant/shared';

const FONT_DIR = fileURLToPath(new URL('../../assets/fonts/dejavu/', import.meta.url));
const REGULAR = `${FONT_DIR}DejaVuSans.ttf`;
const BOLD = `${FONT_DIR}DejaVuSans-Bold.ttf`;

const MARGIN = 48;
const HEADER = 34;
const FOOTER = 30;
const COLOURS = { text: '#1f2a24', muted: '#5b6660', rule: '#cfd8d2', band: '#eef4f0', accent: '#2f6b4f' };

const PAGE_OF: Record<Language, (n: number, total: number) => string> = {
  en: (n, total) => `Page ${n} of ${total}`,
  es: (n, total) => `Página ${n} de ${total}`,
};

export interface PdfOptions {
  /** The document's title: every page's header, and the file's metadata. */
  title: string;
  /** Printed at the top left of every page. */
  organizationName: string;
  language: Language;
  /** Small text at the bottom left of every page (e.g. "Printed 2026-11-25"). */
  footerNote?: string;
  /** A practice's branding (custom branding plans): headings and header in its colour, its logo on page one. */
  branding?: { accentColor?: string | null; logo?: Buffer | null };
}

export interface TableColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** What a document's builder writes with: the cursor moves down the page, new pages come as needed. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The document's accent colour: level-1 headings and the page header. */
  readonly accent: string;

  constructor(doc: PDFKit.PDFDocument, accent: string = COLOURS.accent) {
    this.doc = doc;
    this.accent = accent;
  }

  /** Text left (the document's first lines) beside a logo on the right, when there is one. */
  logo(image: Buffer | null | undefined, height = 48): this {
    if (!image) return this;
    const y = this.doc.y;
    try {
      this.doc.image(image, MARGIN + this.width - 160, y, { fit: [160, height], align: 'right' });
    } catch {
      // an image pdfkit cannot read is left out rather than failing the document
    }
    this.doc.y = y;
    return this;
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  #bottom(): number {
    return this.doc.page.height - MARGIN - FOOTER;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.#bottom()) this.doc.addPage();
  }

  heading(text: string, level: 1 | 2 | 3 = 2): this {
    const size = level === 1 ? 18 : level === 2 ? 13.5 : 11;
    this.ensureSpace(size * 3);
    if (level !== 1) this.doc.moveDown(0.6);
    this.doc
      .font('bold')
      .fontSize(size)
      .fillColor(level === 1 ? this.accent : COLOURS.text)
      .text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): this {
    this.doc
      .font('body')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? COLOURS.muted : COLOURS.text);
    this.ensureSpace(Math.min(this.doc.heightOfString(text, { width: this.width }), 120));
    this.doc.text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
    return this;
  }

  /** Label and value pairs, two columns. */
  facts(pairs: readonly (readonly [string, string])[]): this {
    const labelWidth = this.width * 0.3;
    for (const [label, value] of pairs) {
      this.doc.font('body').fontSize(10);
      const h = Math.max(
        this.doc.heightOfString(value, { width: this.width - labelWidth }),
        this.doc.heightOfString(label, { width: labelWidth - 8 }),
      );
      this.ensureSpace(h + 4);
      const y = this.doc.y;
      this.doc.fillColor(COLOURS.muted).text(label, MARGIN, y, { width: labelWidth - 8 });
      this.doc
        .fillColor(COLOURS.text)
        .text(value, MARGIN + labelWidth, y, { width: this.width - labelWidth });
      this.doc.y = y + h + 4;
    }
    this.doc.moveDown(0.3);
    return this;
  }

  /** A table; rows may wrap; a row that does not fit starts a new page, which repeats the header. */
  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: { boldLast?: boolean } = {},
  ): this {
    const pad = 4;
    const widths = columns.map((c) => c.width * this.width);
    const drawRow = (cells: readonly string[], kind: 'header' | 'body' | 'total', band: boolean) => {
      this.doc.font(kind === 'body' ? 'body' : 'bold').fontSize(9);
      const h =
        Math.max(
          ...cells.map((cell, i) =>
            this.doc.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 2 * pad }),
          ),
        ) +
        2 * pad;
      if (this.doc.y + h > this.#bottom()) {
        this.doc.addPage();
        if (kind !== 'header')
          drawRow(
            columns.map((c) => c.header),
            'header',
            true,
          );
      }
      const y = this.doc.y;
      if (band) this.doc.rect(MARGIN, y, this.width, h).fill(kind === 'header' ? COLOURS.band : '#f7faf8');
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        this.doc
          .fillColor(COLOURS.text)
          .font(kind === 'body' ? 'body' : 'bold')
          .text(cell, x + pad, y + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
        x += w;
      });
      this.doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + this.width, y + h)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      this.doc.y = y + h;
    };
    this.ensureSpace(40);
    drawRow(
      columns.map((c) => c.header),
      'header',
      true,
    );
    rows.forEach((r, i) => {
      drawRow(r, options.boldLast && i === rows.length - 1 ? 'total' : 'body', i % 2 === 1);
    });
    this.doc.moveDown(0.6);
    this.doc.x = MARGIN;
    return this;
  }
}

/** A font parsed by fontkit (pdfkit embeds a subset of it in each document). */
type ParsedFont = { layout: unknown };
let fonts: Promise<{ regular: ParsedFont; bold: ParsedFont }> | undefined;
let dropFonts: NodeJS.Timeout | undefined;
/** Parsed fonts are dropped after this long without a document (ADR 0052: large things go when idle). */
export const FONTS_IDLE_MS = 10 * 60_000;

/**
 * The two DejaVu faces, read and parsed once and kept while documents are being made. Given a
 * path, pdfkit reads and parses the font files again for every document, and decoding their tables
 * was most of a document's time (ADR 0059 addendum). A parsed font is only read afterwards: each
 * document lays out its text and embeds its own subset.
 */
function parsedFonts() {
  fonts ??= (async () => {
    const [{ create }, regular, bold] = await Promise.all([
      import('fontkit'),
      readFile(REGULAR),
      readFile(BOLD),
    ]);
    return { regular: create(regular) as ParsedFont, bold: create(bold) as ParsedFont };
  })();
  fonts.catch(() => {
    fonts = undefined;
  });
  clearTimeout(dropFonts);
  dropFonts = setTimeout(() => {
    fonts = undefined;
  }, FONTS_IDLE_MS);
  dropFonts.unref();
  return fonts;
}

/** Renders a document: `build` writes its content; headers, footers and page numbers are added. */
export async function renderPdf(options: PdfOptions, build: (w: PdfWriter) => void): Promise<Buffer> {
  // loaded on the first document, not at start-up: pdfkit and its font engine are ~25 MB of memory
  const [{ default: PDFDocument }, { regular, bold }] = await Promise.all([import('pdfkit'), parsedFonts()]);
  // pdfkit takes a fontkit font where it takes a path (its types list paths and buffers only)
  const body = regular as unknown as string;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + HEADER, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    font: body,
    info: { Title: options.title, Author: options.organizationName, Creator: 'Verdant' },
    lang: options.language,
    displayTitle: true,
  });
  doc.registerFont('body', body);
  doc.registerFont('bold', bold as unknown as string);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('body');
  const accent = options.branding?.accentColor ?? COLOURS.accent;
  const writer = new PdfWriter(doc, accent);
  writer.logo(options.branding?.logo);
  build(writer);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const width = doc.page.width - 2 * MARGIN;
    // Writing in the margins must not start new pages.
    const { top, bottom } = doc.page.margins;
    doc.page.margins.top = 0;
    doc.page.margins.bottom = 0;
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(accent)
      .text(options.organizationName, MARGIN, MARGIN - 6, {
        width: width / 2,
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .font('body')
      .fontSize(9)
      .fillColor(COLOURS.muted)
      .text(options.title, MARGIN + width / 2, MARGIN - 6, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
        ellipsis: true,
      });
    doc
      .moveTo(MARGIN, MARGIN + 10)
      .lineTo(MARGIN + width, MARGIN + 10)
      .lineWidth(0.75)
      .strokeColor(COLOURS.rule)
      .stroke();
    const y = doc.page.height - MARGIN - 6;
    if (options.footerNote) {
      doc
        .fontSize(8)
        .fillColor(COLOURS.muted)
        .text(options.footerNote, MARGIN, y, { width: width / 2, lineBreak: false });
    }
    doc
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(PAGE_OF[options.language](i - range.start + 1, range.count), MARGIN + width / 2, y, {
        width: width / 2,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.top = top;
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
