import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ADMIN_LANGUAGES, ADMIN_LANGUAGE_NAMES, useAdminLanguage, type AdminLanguage } from '../../i18n/admin-language';
import { useChooseLanguage } from '../account-language';
import { useNotify } from '../notify';
import { sharedMessages as m } from '../messages';

const OPTIONS = ADMIN_LANGUAGES.map((code) => ({
  value: code,
  // Each name in its own language, marked so a screen reader says it in that language.
  label: <span lang={code}>{ADMIN_LANGUAGE_NAMES[code]}</span>,
  title: ADMIN_LANGUAGE_NAMES[code],
}));

/** The back office's language control: in the header, and on the sign-in screen before anyone is signed in. */
export function LanguageSelect() {
  const intl = useIntl();
  const language = useAdminLanguage((s) => s.language);
  const { choose, isPending } = useChooseLanguage();
  const notify = useNotify();
  return (
    <Select<AdminLanguage>
      aria-label={intl.formatMessage(m.language)}
      value={language}
      options={OPTIONS}
      onChange={(next) => choose(next, { onError: (error) => notify.failure(intl.formatMessage(m.languageNotSaved), error) })}
      loading={isPending}
      disabled={isPending}
      prefix={<GlobalOutlined aria-hidden />}
      popupMatchSelectWidth={false}
      style={{ minWidth: 128 }}
    />
  );
}
