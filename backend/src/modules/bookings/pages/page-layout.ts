import { html, SafeHtml } from '../notifications/html';
import type { BookingMessages } from '../messages/booking-messages';

// The public site's look (shell index.html and the public remote's colours), small enough to inline.
const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1d2a33;background:#f6f8f9;line-height:1.5}
header{background:#fff;border-bottom:1px solid #e3e9ee;padding:16px}
header .logo{font-weight:800;font-size:22px;letter-spacing:-0.5px;color:#0b5c7a;text-decoration:none}
main{max-width:640px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(11,63,85,.12);padding:20px 24px;margin-bottom:16px}
h1{font-size:24px;margin:0 0 12px;color:#0b3f55}
h2{font-size:18px;margin:0 0 8px;color:#0b3f55}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:6px 16px;margin:0}
dt{color:#5b6b75}dd{margin:0;white-space:pre-line;overflow-wrap:anywhere}dd a{color:#0b5c7a;font-weight:600}
.notice{border-left:4px solid #0b5c7a;background:#eef6f9;padding:12px 16px;border-radius:4px;margin-bottom:16px}
.error{border-left-color:#b42318;background:#fdecea}
label{display:block;font-weight:600;margin:12px 0 4px}
input,textarea{font:inherit;width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #c5d0d6;border-radius:6px}
textarea{min-height:90px}
label.check{display:flex;gap:8px;align-items:center;font-weight:600}label.check input{width:auto;margin:0}
.hint{color:#5b6b75;font-size:14px;margin:4px 0 0}
button,.button{display:inline-block;font:inherit;font-weight:700;margin:14px 8px 0 0;padding:10px 18px;border:0;border-radius:6px;background:#0b5c7a;color:#fff;text-decoration:none;cursor:pointer}
button.secondary,.button.secondary{background:#fff;color:#0b5c7a;border:1px solid #0b5c7a}
button.danger{background:#b42318}
footer{text-align:center;color:#5b6b75;font-size:13px;padding:24px 16px}
`;

// The public site's icon (shell index.html): without one the browser asks /favicon.ico, a 404 in the console.
const ICON = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%230b5c7a'/%3E%3Cpath d='M4 20q6-5 12 0t12 0v12H4z' fill='%23fff'/%3E%3C/svg%3E`;

/** A whole page in the language of `m`: no scripts, not indexed. */
export function pageLayout(title: string, body: SafeHtml, m: BookingMessages): string {
  return html`<!doctype html>
<html lang="${m.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${m.t('page.title', { title })}</title>
<link rel="icon" href="${new SafeHtml(ICON)}">
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header><a class="logo" href="/">Costiera</a></header>
<main>
${body}
</main>
<footer>${m.t('page.footer')}</footer>
</body>
</html>`.value;
}
