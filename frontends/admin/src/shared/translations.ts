import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiStatusOf, call, type CallInput } from '@costiera/kit';
import { SOURCE_LANGUAGE, type ResponseOf, type Route, type TranslationState } from '@costiera/contracts';
import { adminKeys, type AdminSection } from './query-keys';
import { useRefreshAfterChange } from './use-refresh-after-change';

/**
 * The site's languages other than English, as the admin learns them: every admin item carries
 * the state of its translation into each of them (`translations`), so the item itself names them
 * and a language added to the site's settings shows up here with no change to the back office.
 */
export function translationLanguages(states: Readonly<Record<string, TranslationState>> | undefined): string[] {
  return Object.keys(states ?? {}).filter((code) => code !== SOURCE_LANGUAGE);
}

/** A language's name in that language, as a tab shows it ('Italiano', 'English'). */
export function nativeLanguageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** A failed save's messages by field, from the API's error details (`{ field, message }`). */
export function fieldErrorsOf(error: unknown): Map<string, string[]> {
  const details = (error as { body?: { details?: unknown } } | null)?.body?.details;
  const byField = new Map<string, string[]>();
  if (!Array.isArray(details)) return byField;
  for (const d of details as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof d.field === 'string' && d.field !== '' && typeof d.message === 'string') byField.set(d.field, [...(byField.get(d.field) ?? []), d.message]);
  }
  return byField;
}

/** The routes of one kind of item's translations: read, write, confirm and delete by item and language. */
export interface TranslationRoutes<G extends Route, P extends Route, C extends Route> {
  readonly section: AdminSection;
  readonly get: G;
  readonly put: P;
  readonly confirm: C;
  readonly remove: Route;
}

const paramsOf = (id: string, lang: string) => ({ params: { id, lang } });

/**
 * The hooks of a translation tab. Its query lives under the item's section, so a save anywhere
 * in the section refreshes it, and a write here refreshes the section (the lists' states).
 */
export function translationHooks<G extends Route, P extends Route, C extends Route>(routes: TranslationRoutes<G, P, C>) {
  const keyOf = (id: string, lang: string) => [...adminKeys[routes.section], 'translation', id, lang];
  const useWrite = <A, R>(id: string, lang: string, write: (arg: A) => Promise<R>) => {
    const queryClient = useQueryClient();
    const refresh = useRefreshAfterChange();
    return useMutation({
      mutationFn: write,
      onSuccess: async (answer) => {
        if (answer === undefined) queryClient.removeQueries({ queryKey: keyOf(id, lang) });
        else queryClient.setQueryData(keyOf(id, lang), answer);
        await refresh(routes.section);
      },
    });
  };
  return {
    /**
     * The translation with its state; null where there is none. Not asked while the item says
     * it is missing: tours and categories answer that with a 404, articles and pages with no text.
     */
    useAnswer(id: string, lang: string, state: TranslationState | undefined) {
      return useQuery({
        queryKey: keyOf(id, lang),
        queryFn: async ({ signal }): Promise<ResponseOf<G> | null> => {
          try {
            return await call(routes.get, { ...paramsOf(id, lang), signal } as CallInput<G>);
          } catch (error) {
            // Deleted since the item was read: the tab starts a new one.
            if (apiStatusOf(error) === 404) return null;
            throw error;
          }
        },
        enabled: state !== undefined && state !== 'missing',
      });
    },
    useSave(id: string, lang: string) {
      return useWrite(id, lang, (body: CallInput<P>['body']) => call(routes.put, { ...paramsOf(id, lang), body } as CallInput<P>) as Promise<ResponseOf<P>>);
    },
    useConfirm(id: string, lang: string) {
      return useWrite(id, lang, () => call(routes.confirm, paramsOf(id, lang) as CallInput<C>) as Promise<ResponseOf<C>>);
    },
    useDelete(id: string, lang: string) {
      return useWrite(id, lang, async () => {
        await call(routes.remove, paramsOf(id, lang) as CallInput<Route>);
        return undefined;
      });
    },
  };
}
