import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { SOURCE_LANGUAGE, type TranslationState } from '@costiera/contracts';
import { nativeLanguageName, translationLanguages } from '../translations';
import { TranslationStateTag } from './TranslationStateTags';

/**
 * An item's form with a tab per language: English (the item's own form, as it always was) and
 * one per language of the site the item names in `states`. A new item (no states yet) has only
 * its English form: there is nothing to translate before it is saved. The open tab is in the
 * address (`?lang=it`), so a reload or a shared link opens the same one.
 */
export function LanguageTabs({ states, english, translation }: { states: Readonly<Record<string, TranslationState>> | undefined; english: ReactNode; translation: (language: string) => ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const languages = translationLanguages(states);
  if (!states || languages.length === 0) return <>{english}</>;
  const asked = search.get('lang') ?? SOURCE_LANGUAGE;
  const active = languages.includes(asked) ? asked : SOURCE_LANGUAGE;
  const open = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === SOURCE_LANGUAGE) next.delete('lang');
        else next.set('lang', key);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs
      activeKey={active}
      onChange={open}
      items={[
        { key: SOURCE_LANGUAGE, label: <span lang={SOURCE_LANGUAGE}>{nativeLanguageName(SOURCE_LANGUAGE)}</span>, children: english },
        ...languages.map((language) => ({
          key: language,
          label: (
            <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <span lang={language}>{nativeLanguageName(language)}</span>
              {states[language] !== 'current' && <TranslationStateTag language={language} state={states[language]!} />}
            </span>
          ),
          children: translation(language),
        })),
      ]}
    />
  );
}
