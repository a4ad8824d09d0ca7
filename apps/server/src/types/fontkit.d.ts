// fontkit ships no types; platform/pdf.ts only parses a font file once and hands the font to pdfkit.
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
