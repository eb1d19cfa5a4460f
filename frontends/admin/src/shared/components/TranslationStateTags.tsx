import { Flex } from 'antd';
import { useIntl } from 'react-intl';
import type { TranslationState } from '@costiera/contracts';
import { Badge, type BadgeTone } from './Badge';
import { contentMessages as m } from '../content-messages';
import { translationLanguages } from '../translations';

const TONES: Record<TranslationState, BadgeTone> = { missing: 'danger', stale: 'warning', current: 'success' };
const SHOWN = { missing: m.tagMissing, stale: m.tagStale, current: m.tagCurrent } as const;
const SPOKEN = { missing: m.spokenMissing, stale: m.spokenStale, current: m.spokenCurrent } as const;

/** Read by screen readers, not shown: the tag's compact 'IT stale' says too little aloud. */
const SPOKEN_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One language's state as a compact tag ('IT missing'), said in full to a screen reader. */
export function TranslationStateTag({ language, state }: { language: string; state: TranslationState }) {
  const intl = useIntl();
  const code = language.toUpperCase();
  const name = intl.formatDisplayName(language, { type: 'language' }) ?? code;
  return (
    <span data-translation={`${language}:${state}`}>
      <Badge tone={TONES[state]}>
        <span aria-hidden="true">{intl.formatMessage(SHOWN[state], { code })}</span>
        <span style={SPOKEN_ONLY}>{intl.formatMessage(SPOKEN[state], { language: name })}</span>
      </Badge>
    </span>
  );
}

/** Where an item's translations stand, one tag per language of the site other than English. */
export function TranslationStateTags({ states }: { states: Readonly<Record<string, TranslationState>> }) {
  return (
    <Flex gap={4} wrap>
      {translationLanguages(states).map((language) => (
        <TranslationStateTag key={language} language={language} state={states[language]!} />
      ))}
    </Flex>
  );
}
