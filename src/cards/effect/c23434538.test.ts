import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Maxx "C" (texts-2016): "During either player's turn: You can send this card from your hand to the
 * Graveyard; this turn, each time your opponent Special Summons a monster(s), immediately draw 1 card. You
 * can only use 1 "Maxx "C"" per turn." A Quick Effect from the hand that leaves a delayed effect for the
 * turn (rule code `awaits`), applied with no Chain at each Special Summon ("immediately").
 */

const MAXX = 'Maxx "C"';

describe('Maxx "C"', () => {
  it("in the opponent's turn: sent from the hand, then each of the opponent's Special Summons this turn draws you 1 card", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: [MAXX, MAXX], deck: ['Celtic Guardian', 'Feral Imp', 'Kuriboh', 'Sangan'] },
      opp: { hand: ['Monster Reborn', 'Monster Reborn'], graveyard: ['Blue-Eyes White Dragon', 'Dark Magician'] },
    });
    // The opponent activates Monster Reborn; Maxx "C" answers it.
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) }, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] });
    expect(x.flow.window?.player).toBe(0);
    x = play(x, { type: 'activate', card: idOf(d, MAXX), effect: 0 });
    expect(me(x).graveyard).toEqual([MAXX]);
    // Only 1 Maxx "C" per turn: the other copy is not offered in answer.
    expect(legal(x, 'activate').filter((a) => a.card !== idOf(d, MAXX))).toEqual([]);
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).hand).toHaveLength(2);
    // A second Special Summon this turn: another card.
    x = passAll(play(x, { type: 'activate', card: d.players[1].hand[1]! }, { type: 'select', ids: [idOf(d, 'Dark Magician', 1)] }));
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).hand).toHaveLength(3);
    expect(me(x).deck).toBe(2);
  });

  it('your own Special Summons draw nothing, and the effect ends with the turn', () => {
    const d = duelOf({ me: { hand: [MAXX, 'Monster Reborn'], deck: ['Celtic Guardian', 'Feral Imp'], graveyard: ['Dark Magician'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, MAXX), effect: 0 }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] }));
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).hand).toEqual([]);
    expect(x.rules.filter((r) => r.code === 'awaits' && r.lasts.kind === 'thisTurn' && r.lasts.turn === x.turn)).toHaveLength(1);
  });
});
