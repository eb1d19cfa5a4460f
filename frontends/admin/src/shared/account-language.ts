import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@costiera/kit';
import { identity } from '@costiera/contracts';
import { isAdminLanguage, useAdminLanguage, type AdminLanguage } from '../i18n/admin-language';
import { adminKeys } from './query-keys';
import { useCurrentUser, type CurrentUser } from './session';

/**
 * An admin's language belongs to their account: the one place that knows how the server keeps it
 * (the `language` of the current user, and the call that changes it).
 */
function saveAccountLanguage(language: AdminLanguage): Promise<CurrentUser> {
  return call(identity.changeStaffLanguage, { body: { language } });
}

/** The language the signed-in admin chose on their account, when the back office speaks it. */
function accountLanguageOf(user: CurrentUser | null | undefined): AdminLanguage | null {
  return isAdminLanguage(user?.language) ? user.language : null;
}

/** Once signed in, the account's language wins over the one this browser last showed. */
export function useFollowAccountLanguage(user: CurrentUser | null | undefined): void {
  const language = accountLanguageOf(user);
  const show = useAdminLanguage((s) => s.show);
  useEffect(() => {
    if (language) show(language);
  }, [language, show]);
}

/**
 * Switching language: signed in, it is saved on the account first (the screen changes once the
 * server has it, so the next sign-in agrees); before sign-in, only this browser remembers it.
 */
export function useChooseLanguage() {
  const { data: user } = useCurrentUser();
  const show = useAdminLanguage((s) => s.show);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: (answer, language) => {
      queryClient.setQueryData<CurrentUser | null>(adminKeys.user, answer);
      show(language);
    },
  });
  const choose = (language: AdminLanguage, options?: { onError?: (error: Error) => void }) => {
    if (user?.isAdmin) save.mutate(language, { onError: options?.onError });
    else show(language);
  };
  return { choose, isPending: save.isPending };
}
