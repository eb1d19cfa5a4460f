/**
 * SPEC section 5: lowercase; drop characters other than letters, digits, underscore, spaces
 * and hyphens; whitespace becomes a hyphen; repeated hyphens collapse. Accented letters are
 * folded to their base letter first ('Positàno' -> 'positano') so the slug stays ASCII, and
 * hyphens at either end are trimmed so the server's slug rule accepts the result.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
