import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Horus the Black Flame Dragon LV6 (texts-2016): "This card is unaffected by Spell effects. During the End Phase,
 * if this card destroyed a monster by battle this turn: You can send this face-up card to the Graveyard; Special
 * Summon 1 "Horus the Black Flame Dragon LV8" from your hand or Deck." The immunity is rule code unaffectedBy
 * (src/engine/test/unaffectedBy.test.ts holds the rule's cases); GOAT (goat/c504700015.lua) differs only in
 * showing the Deck when nothing is found (GoatConfirm), which the pool's cards do not play (docs/goat.md).
 */

const LV6 = 'Horus the Black Flame Dragon LV6';
const LV8 = 'Horus the Black Flame Dragon LV8';

describe('Horus the Black Flame Dragon LV6', () => {
  it('is unaffected by Spell effects: Raigeki does not destroy it, a Trap still does (Sakuretsu Armor)', () => {
    const d = duelOf({ me: { hand: ['Raigeki'] }, opp: { monsters: [{ card: LV6 }, { card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Raigeki') }));
    expect(opp(x).monsters[0]).toMatchObject({ name: LV6 });
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);

    const t = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Sakuretsu Armor', faceUp: false }] }, opp: { monsters: [{ card: LV6 }] } });
    let y = passAll(play(t, { type: 'nextPhase', to: 'battle' }));
    y = play(y, { type: 'attack', card: idOf(t, LV6, 1), target: idOf(t, 'Celtic Guardian') });
    y = play(y, { type: 'activate', card: idOf(t, 'Sakuretsu Armor') });
    y = passAll(y);
    expect(opp(y).graveyard).toEqual([LV6]);
  });

  it("a Spell's ATK change does not apply to it (Rush Recklessly)", () => {
    const d = duelOf({ me: { hand: ['Rush Recklessly'], monsters: [{ card: LV6 }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Rush Recklessly') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, LV6)] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: LV6, atk: 2300 });
  });

  it('face-down it is affected like any card: Dark Hole destroys a Set one', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: LV6, faceUp: false, position: 'defense' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(opp(x).graveyard).toEqual([LV6]);
  });

  describe('the End Phase of a turn it destroyed a monster by battle', () => {
    const battleThen = (target: string, hand: string[], deck: string[]): Duel => {
      const d = duelOf({ seed: 3, me: { deck: [...deck, ...FILLER()], hand, monsters: [{ card: LV6 }] }, opp: { monsters: [{ card: target }] } });
      let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
      x = passAll(play(x, { type: 'attack', card: idOf(d, LV6), target: x.players[1].monsters[0]!.card }));
      return passAll(play(x, { type: 'nextPhase', to: 'end' }));
    };
    const names = (x: Duel) => me(x).monsters.filter(Boolean).map((m) => m!.name);
    const chooseFirst = (x: Duel): Duel => play(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });

    it('you can send it to the Graveyard to Special Summon Horus LV8 from the Deck', () => {
      let x = battleThen('Celtic Guardian', [], [LV8]);
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
      x = chooseFirst(play(x, { type: 'select', option: 'yes' }));
      x = play(x, { type: 'select', option: 'attack' });
      expect(me(x).graveyard).toEqual([LV6]);
      expect(names(x)).toEqual([LV8]);
      expect(me(x).deck).toBe(10);
    });

    it('or from the hand; declining keeps it', () => {
      let x = chooseFirst(play(battleThen('Celtic Guardian', [LV8], []), { type: 'select', option: 'yes' }));
      x = play(x, { type: 'select', option: 'defense' });
      expect(names(x)).toEqual([LV8]);
      expect(me(x).monsters[0]).toMatchObject({ position: 'defense' });
      expect(names(play(battleThen('Celtic Guardian', [LV8], []), { type: 'select', option: 'no' }))).toEqual([LV6]);
    });

    it('not in a turn it destroyed nothing by battle, nor with no Horus LV8 to Summon', () => {
      // Blue-Eyes survives and destroys LV6 instead: no End Phase effect (nor is LV6 there).
      expect(battleThen('Blue-Eyes White Dragon', [LV8], []).flow.prompt).toBeNull();
      expect(battleThen('Celtic Guardian', [], []).flow.prompt).toBeNull();
    });

    it('Horus LV8 Summoned so is properly Summoned (it may be revived once in the Graveyard)', () => {
      let x = chooseFirst(play(battleThen('Celtic Guardian', [LV8], []), { type: 'select', option: 'yes' }));
      x = play(x, { type: 'select', option: 'attack' });
      expect(x.properlySummoned).toContain(idOf(x, LV8));
    });
  });

  it('cannot be activated outside the End Phase: no such action in the Main Phase', () => {
    const d = duelOf({ me: { hand: [LV8], monsters: [{ card: LV6 }] } });
    expect(legal(d, 'activate', idOf(d, LV6))).toEqual([]);
  });
});
