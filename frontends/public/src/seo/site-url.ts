/** `path` (or an image URL, relative or absolute) as an absolute URL under `siteUrl` (kit's `useSiteUrl`: PUBLIC_BASE_URL, the same on the server and in the browser). */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
