import { html, type SafeHtml } from './html';
import type { BookingMessages } from '../messages/booking-messages';

/**
 * The frame every Costiera email shares: a heading, the body, a short footer. The card is fluid
 * up to 600 px (width 100%, max-width), so a phone shows it whole, without sideways scrolling.
 */
export function emailLayout(heading: string, body: SafeHtml, m: BookingMessages): SafeHtml {
  return html`<!doctype html>
<html lang="${m.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 28px;background:#0e5a7a;color:#ffffff;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold;">Costiera</td></tr>
<tr><td style="padding:24px 28px;"><h1 style="margin:0 0 16px;font-size:20px;">${heading}</h1>${body}</td></tr>
<tr><td style="padding:16px 28px;color:#6b7280;font-size:12px;border-top:1px solid #e5e7eb;">${m.t('email.footer')}</td></tr>
</table></td></tr></table>
</body>
</html>`;
}

/** A two-column table of facts (label, value); values are escaped like any interpolation. */
export function factTable(rows: ReadonlyArray<readonly [string, string | SafeHtml | null]>): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${rows
    .filter(([, value]) => value !== null && value !== '')
    .map(([label, value]) => html`<tr><td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top;">${label}</td><td style="padding:4px 0;">${value}</td></tr>`)}</table>`;
}
