/** An article's publication day as the coast reads it: '25 November 2026' (Rome's calendar). */
export const publishedDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
