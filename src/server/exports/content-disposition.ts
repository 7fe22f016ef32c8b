/**
 * `attachment` with a plain ASCII `filename` for old clients and the RFC 5987 `filename*` (UTF-8)
 * for the rest. Quotes, backslashes and line breaks never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
