import { useEffect, useRef, type RefObject } from 'react';

type Fields = Readonly<Record<string, string>>;

/**
 * The fields of `form` (by name, among those `state` holds) whose value on the page differs
 * from `state`. A server-rendered form takes typing and choices before the page's JavaScript
 * runs; hydration keeps what the browser shows, but the component's state is still the server's.
 */
export function fieldsChangedOnPage(form: HTMLFormElement, state: Fields): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const [name, value] of Object.entries(state)) {
    const field = form.elements.namedItem(name);
    const shown = field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : value;
    if (shown !== value) changed[name] = shown;
  }
  return changed;
}

/**
 * A ref for a server-rendered form: once the form has hydrated, what the traveller typed or
 * chose in it before is handed to `apply`, so the state (and the filter, URL or request built
 * from it) is what the page shows. Later changes arrive through the fields' own onChange.
 */
export function useInputBeforeHydration(state: Fields, apply: (changed: Record<string, string>) => void): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const changed = form.current ? fieldsChangedOnPage(form.current, state) : {};
    if (Object.keys(changed).length > 0) apply(changed);
    // Only the first render can differ from the page: from then on React writes the fields.
  }, []);
  return form;
}
