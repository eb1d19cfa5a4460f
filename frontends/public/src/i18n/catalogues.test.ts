import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { AREAS } from './catalogue';

const ROOT = path.join(__dirname, 'messages');
const read = (language: string, area: string): Record<string, string> => JSON.parse(readFileSync(path.join(ROOT, language, `${area}.json`), 'utf8')) as Record<string, string>;

/** The arguments a message uses, each with how it is used (a translation must use the same). */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:argument`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message, { strict: true }));
  return [...found].sort();
}

const languages = readdirSync(ROOT).filter((l) => l !== 'en');

describe('the public catalogues', () => {
  it('has Italian', () => expect(languages).toContain('it'));

  describe.each(languages)('%s', (language) => {
    it.each([...AREAS])('has every English message of %s, no other, with the same arguments', (area) => {
      const english = read('en', area);
      const translated = read(language, area);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) expect([id, argumentsOf(translated[id]!)]).toEqual([id, argumentsOf(message)]);
    });
  });
});
