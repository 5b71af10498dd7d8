import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Vanguard of the Dragon (texts-2016): "You can send 1 Dragon-Type monster from your hand to the
 * Graveyard; this card gains 300 ATK. When this card you control is sent to your Graveyard by your
 * opponent's card effect: You can target 1 Dragon-Type Normal Monster in either player's Graveyard;
 * Special Summon that target." Whose effect sent it: the `by` of the `destroyed` / `sentToGraveyard` events.
 */

const VANGUARD = 'Vanguard of the Dragon';

describe('Vanguard of the Dragon', () => {
  it('send 1 Dragon monster from your hand to the Graveyard: it gains 300 ATK, each time', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon', 'Celtic Guardian', 'Red-Eyes Black Dragon'], monsters: [{ card: VANGUARD }] } });
    let x = play(d, { type: 'activate', card: idOf(d, VANGUARD) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Red-Eyes Black Dragon')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 2000 });
    x = passAll(play(x, { type: 'activate', card: idOf(d, VANGUARD) }, { type: 'select', ids: [idOf(d, 'Red-Eyes Black Dragon')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 2300 });
    expect(me(x).graveyard).toEqual(['Blue-Eyes White Dragon', 'Red-Eyes Black Dragon']);
    // No Dragon left in the hand.
    expect(legal(x, 'activate', idOf(d, VANGUARD))).toEqual([]);
  });

  it("sent to your Graveyard by the opponent's card effect: you can Special Summon a Dragon Normal Monster from either Graveyard", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: VANGUARD }], graveyard: ['Red-Eyes Black Dragon', 'Celtic Guardian'] },
      opp: { hand: ['Dark Hole'], graveyard: ['Blue-Eyes White Dragon'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Dragon Normal Monsters of either Graveyard; not Vanguard itself (an Effect Monster), not Celtic Guardian.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Red-Eyes Black Dragon'), idOf(d, 'Blue-Eyes White Dragon', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon', 1)] }));
    while (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Blue-Eyes White Dragon' });
  });

  it('not when your own card effect sends it, nor when it is destroyed by battle', () => {
    const mine = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: VANGUARD }], graveyard: ['Red-Eyes Black Dragon'] } });
    expect(passAll(play(mine, { type: 'activate', card: idOf(mine, 'Dark Hole') })).flow.prompt).toBeNull();
    const battle = duelOf({ me: { monsters: [{ card: VANGUARD }], graveyard: ['Red-Eyes Black Dragon'] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = passAll(play(battle, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(battle, VANGUARD), target: idsOf(battle, 'Blue-Eyes White Dragon', 1)[0]! }));
    expect(me(x).graveyard).toContain(VANGUARD);
    expect(x.flow.prompt).toBeNull();
  });
});
