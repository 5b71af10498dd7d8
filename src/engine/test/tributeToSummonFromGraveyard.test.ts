import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';

/*
 * Rule code tributeToSummonFromGraveyard (Tyrant Dragon: "cannot be Special Summoned from the Graveyard, unless you
 * Tribute 1 Dragon-Type monster"; ygopro EFFECT_SPSUMMON_COST): a printed condition asked of every Special Summon of
 * the card from a Graveyard by any card's effect (effects/context.ts specialSummon, continuous.ts
 * graveyardSummonTributes). The summoner Tributes 1 fitting monster they control as the monster leaves the Graveyard;
 * with none (or none that may be Tributed), it cannot be Special Summoned from there, so a revival cannot target it
 * (ctx.maySpecialSummonByEffect).
 */
const TYRANT = 'Tyrant Dragon';
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

describe('tributeToSummonFromGraveyard', () => {
  it('asked of another revival too (Call of the Haunted): the Dragon is Tributed, the monster comes back', () => {
    const d = duelOf({ me: { graveyard: [TYRANT], monsters: [{ card: 'Koumori Dragon' }], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [idOf(d, TYRANT)] });
    x = passAll(x);
    while (legalActions(x).some((a) => a.type === 'select')) {
      const a = legalActions(x).find((b) => b.type === 'select' && (('ids' in b && b.ids?.[0] === idOf(d, 'Koumori Dragon')) || ('option' in b && b.option === 'attack')))!;
      x = passAll(play(x, a));
    }
    expect(me(x).monsters.filter((s) => s).map((s) => s!.name)).toEqual([TYRANT]);
    expect(me(x).graveyard).toEqual(['Koumori Dragon']);
  });

  it('a Dragon that cannot be Tributed (Mask of Restrict) does not pay it: the revival cannot target it', () => {
    const d = duelOf({ me: { graveyard: [TYRANT], hand: ['Monster Reborn'], monsters: [{ card: 'Koumori Dragon' }], deck: DECK }, opp: { spellTraps: [{ card: 'Mask of Restrict', faceUp: true }], deck: DECK } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(0);
    const free = duelOf({ me: { graveyard: [TYRANT], hand: ['Monster Reborn'], monsters: [{ card: 'Koumori Dragon' }], deck: DECK } });
    expect(legal(free, 'activate', idOf(free, 'Monster Reborn'))).toHaveLength(1);
  });

  it('a monster in the Graveyard with no such rule is revived with no Tribute', () => {
    const d = duelOf({ me: { graveyard: ['Luster Dragon'], hand: ['Monster Reborn'], monsters: [{ card: 'Koumori Dragon' }], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Luster Dragon')] });
    x = passAll(play(passAll(x), { type: 'select', option: 'attack' }));
    expect(me(x).monsters.filter((s) => s).map((s) => s!.name)).toEqual(['Koumori Dragon', 'Luster Dragon']);
  });
});
