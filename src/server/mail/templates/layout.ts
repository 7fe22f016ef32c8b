import { escapeHtml } from './escape-html';

/** The one HTML frame of our emails: brand bar, the paragraphs, a footer line. */
export function mailHtml(title: string, paragraphs: string[], footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.6">${p}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#f6f6f6;font-family:Arial,'Microsoft YaHei',sans-serif;color:#222">
<div style="max-width:560px;margin:24px auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:#c8102e;color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">Lantern Gifts</div>
<div style="padding:24px"><h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div>
<div style="padding:12px 24px;background:#fafafa;color:#888;font-size:12px">${escapeHtml(footer)}</div></div></body></html>`;
}
