import { describe, expect, it } from 'vitest';
import { legalActions } from '../engine';
import { duelOf, idOf, passAll, play } from '../engine/test/dsl';
import { optionWords } from './optionWords';

describe('the words of a prompt\'s options (Prompt.tsx buttons)', () => {
  it('a destruction that may be replaced offers its two acts in words, not "Choose banish" (Return of the Dragon Lords and Dark Hole)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Blue-Eyes White Dragon' }], graveyard: ['Return of the Dragon Lords'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    const options = legalActions(x).flatMap((a) => (a.type === 'select' && 'option' in a ? [a.option] : []));
    expect(options).toEqual(['banish', 'destroy']);
    expect(options.map(optionWords)).toEqual(['Banish', 'Destroy']);
  });

  it('the options of the rulebook\'s prompts keep their words; anything else has none (the engine words it)', () => {
    expect(optionWords('attack')).toBe('Attack Position');
    expect(optionWords('stop')).toBe('Stop choosing');
    expect(optionWords('tribute')).toBe('Tribute');
    expect(optionWords('Spellcaster')).toBeUndefined();
    // Names an object has by its prototype are no words.
    expect(optionWords('toString')).toBeUndefined();
  });
});
