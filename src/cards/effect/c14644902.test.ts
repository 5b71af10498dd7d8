import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Summoner of Illusions (texts-2016): "FLIP: Tribute 1 other monster to Special Summon 1 Fusion Monster from your
 * Extra Deck. The Fusion Monster is destroyed at the end of the turn this effect is activated." Later script
 * (official/c14644902.lua): the Tribute is made as it resolves. GOAT (goat/c504700184.lua): the Tribute is a cost,
 * so the Flip effect activates only with another monster to Tribute and a Fusion Monster to Summon. The
 * destruction is rule code destroyedInEndPhase (no Chain).
 */

const SUMMONER = 'Summoner of Illusions';
const names = (ms: readonly ({ name: string } | null)[]) => ms.filter(Boolean).map((m) => m!.name);

/** Flip Summons Summoner of Illusions with Feral Imp beside it and Darkfire Dragon in the Extra Deck. */
function flip(format: 'advanced' | 'goat', monsters = [{ card: 'Feral Imp' }]): { d: Duel; x: Duel } {
  const d = duelOf({ format, me: { extra: ['Darkfire Dragon', 'Thousand Dragon'], monsters: [{ card: SUMMONER, faceUp: false, position: 'defense' }, ...monsters] }, opp: { deck: FILLER() } });
  return { d, x: play(d, { type: 'flipSummon', card: idOf(d, SUMMONER) }) };
}

/** Answers whatever is asked: the Tribute (Feral Imp), the Fusion Monster (Darkfire Dragon), Attack Position. */
function answer(d: Duel, x: Duel): Duel {
  let y = passAll(x);
  for (let i = 0; i < 6 && y.flow.prompt; i++) {
    const p = y.flow.prompt;
    if (p.kind === 'chooseCard') y = passAll(play(y, { type: 'select', ids: [p.cards.includes(idOf(d, 'Feral Imp')) ? idOf(d, 'Feral Imp') : idOf(d, 'Darkfire Dragon')] }));
    else if (p.kind === 'chooseOption') y = passAll(play(y, { type: 'select', option: p.options.includes('attack') ? 'attack' : p.options[0]! }));
  }
  return y;
}

describe('Summoner of Illusions', () => {
  for (const format of ['advanced', 'goat'] as const) {
    it(`${format}: FLIP: Tributes another monster and Special Summons a Fusion Monster from the Extra Deck, destroyed in this turn's End Phase`, () => {
      const { d, x } = flip(format);
      const y = answer(d, x);
      expect(names(me(y).monsters).sort()).toEqual(['Darkfire Dragon', SUMMONER]);
      expect(me(y).graveyard).toEqual(['Feral Imp']);
      const z = endTurn(y);
      expect(names(me(z).monsters)).toEqual([SUMMONER]);
      expect(me(z).graveyard.sort()).toEqual(['Darkfire Dragon', 'Feral Imp']);
    });
  }

  it('advanced: with no other monster to Tribute, the effect still activates and does nothing', () => {
    const { x } = flip('advanced', []);
    expect(x.flow.chain.length + (x.events.some((e) => e.type === 'activated') ? 1 : 0)).toBeGreaterThan(0);
    const y = passAll(x);
    expect(names(me(y).monsters)).toEqual([SUMMONER]);
  });

  it('goat: with no other monster to Tribute, the Flip effect does not activate (its cost cannot be paid)', () => {
    const { x } = flip('goat', []);
    expect(x.events.some((e) => e.type === 'activated')).toBe(false);
    expect(names(me(passAll(x)).monsters)).toEqual([SUMMONER]);
  });
});
