/** HTML that is already safe to embed: made only by `html` below, never from user text. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/**
 * An HTML template in which every interpolated value is escaped, unless it is itself the
 * result of `html` (nested fragments) — so user text cannot become markup by mistake.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** User text with its line breaks kept (escaped first, then each line break becomes <br>). */
export function paragraphText(text: string): SafeHtml {
  return new SafeHtml(escapeHtml(text).replace(/\r?\n/g, '<br>'));
}
