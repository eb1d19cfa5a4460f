/** An article's publication day as the coast reads it, in the page's locale: '25 November 2026', '25 novembre 2026' (Rome's calendar). */
export const publishedDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
