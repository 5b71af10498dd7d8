import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Compulsory Evacuation Device', () => {
  it('targets a monster on the field (either side) and returns it to its owner\'s hand', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }], monsters: [{ card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device') });
    expect(x.prompt?.kind === 'chooseCard' && [...x.prompt.cards].sort()).toEqual([idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Compulsory Evacuation Device']);
  });

  it('a Fusion Monster returned this way goes back to the Extra Deck', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] }, opp: { monsters: [{ card: 'Thousand Dragon' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device') }, { type: 'select', ids: [idOf(d, 'Thousand Dragon', 1)] }));
    expect(opp(x).extra).toEqual(['Thousand Dragon']);
    expect(opp(x).hand).toEqual([]);
  });

  it('cannot be activated with no monster on the field', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});
