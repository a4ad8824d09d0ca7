/**
 * A stored file sent to the browser (a patient document, a message attachment): authorized and
 * audited by the caller before this, never cached, never sniffed, and sandboxed so a file can run
 * nothing even when shown inline.
 */

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function fileResponse(
  body: ReadableStream<Uint8Array>,
  file: { contentType: string; size: number; filename: string; attachment: boolean },
): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'content-disposition': contentDisposition(file.attachment ? 'attachment' : 'inline', file.filename),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
