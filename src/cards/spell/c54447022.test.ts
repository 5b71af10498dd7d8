import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Soul Charge (texts-2016): "Target any number of monsters in your Graveyard; Special Summon them, and if
 * you do, you lose 1000 Life Points for each monster Special Summoned by this effect. You cannot conduct
 * your Battle Phase the turn you activate this card. You can only activate 1 "Soul Charge" per turn."
 * ygopro c54447022: up to the free Monster Zones (TargetSpec.upTo counted from the board), not in Main
 * Phase 2, LP set to what is left (0 at least).
 */

/** Answers every position prompt with Attack Position. */
function positions(d: Duel): Duel {
  let x = d;
  while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
  return x;
}

describe('Soul Charge', () => {
  it('Special Summons the targeted monsters from your Graveyard and you lose 1000 LP for each', () => {
    const d = duelOf({ me: { hand: ['Soul Charge', 'Soul Charge'], graveyard: ['Dark Magician', 'Mystical Elf', 'Feral Imp'] }, opp: { graveyard: ['Kuriboh'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Soul Charge') });
    // Only your own Graveyard's monsters.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Magician'), idOf(d, 'Mystical Elf'), idOf(d, 'Feral Imp')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', option: 'stop' });
    x = positions(passAll(x));
    expect(me(x).monsters.filter(Boolean).map((s) => s!.name)).toEqual(['Dark Magician', 'Feral Imp']);
    expect(me(x).lp).toBe(6000);
    expect(me(x).graveyard).toEqual(['Mystical Elf', 'Soul Charge']);
    // No Battle Phase this turn, and only 1 "Soul Charge" per turn.
    expect(whyIllegal(x, { type: 'nextPhase', to: 'battle' })).not.toBeNull();
    expect(legal(x, 'activate', d.players[0].hand[1]!)).toEqual([]);
  });

  it('no more targets than free Monster Zones', () => {
    const d = duelOf({ me: { hand: ['Soul Charge'], graveyard: ['Dark Magician', 'Mystical Elf'], monsters: ['Kuriboh', 'Kuriboh', 'Kuriboh', 'Kuriboh'].map((card) => ({ card })) } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Soul Charge') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    // The one free zone is taken: no second target is asked.
    x = positions(passAll(x));
    expect(me(x).monsters.filter(Boolean)).toHaveLength(5);
    expect(me(x).lp).toBe(7000);
  });

  it('the LP lost may end the Duel', () => {
    const d = duelOf({ me: { lp: 1500, hand: ['Soul Charge'], graveyard: ['Dark Magician', 'Mystical Elf'] } });
    const x = positions(passAll(play(d, { type: 'activate', card: idOf(d, 'Soul Charge') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] }, { type: 'select', ids: [idOf(d, 'Mystical Elf')] })));
    expect(me(x).lp).toBe(0);
    expect(x.winner).toBe(1);
  });

  it('not in Main Phase 2, nor with no monster in your Graveyard', () => {
    const d = duelOf({ phase: 'main2', me: { hand: ['Soul Charge'], graveyard: ['Dark Magician'] } });
    expect(legal(d, 'activate', idOf(d, 'Soul Charge'))).toEqual([]);
    const empty = duelOf({ me: { hand: ['Soul Charge'], graveyard: ['Pot of Greed'] } });
    expect(legal(empty, 'activate', idOf(empty, 'Soul Charge'))).toEqual([]);
  });
});
