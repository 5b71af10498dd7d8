import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Horus the Black Flame Dragon LV4 (texts-2016): "Control of this card cannot switch. During the End Phase of a turn
 * that this card destroyed a monster by battle, by sending this card to the Graveyard, Special Summon 1 "Horus the
 * Black Flame Dragon LV6" from your hand or Deck." (official/c75830094.lua: an optional Trigger whose cost sends it;
 * goat/c504700132.lua differs only in GoatConfirm, docs/goat.md.) The Level-up is library.ts levelUpAfterBattle, as LV6's.
 */

const LV4 = 'Horus the Black Flame Dragon LV4';
const LV6 = 'Horus the Black Flame Dragon LV6';

describe('Horus the Black Flame Dragon LV4', () => {
  it('control of it cannot switch: Change of Heart takes nothing', () => {
    const d = duelOf({ me: { hand: ['Change of Heart'] }, opp: { monsters: [{ card: LV4 }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Change of Heart') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, LV4, 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: LV4 });
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
  });

  describe('the End Phase of a turn it destroyed a monster by battle', () => {
    const battleThen = (target: string, hand: string[], deck: string[]): Duel => {
      const d = duelOf({ seed: 3, me: { deck: [...deck, ...FILLER()], hand, monsters: [{ card: LV4 }] }, opp: { monsters: [{ card: target, position: 'defense' }] } });
      let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
      x = passAll(play(x, { type: 'attack', card: idOf(d, LV4), target: x.players[1].monsters[0]!.card }));
      return passAll(play(x, { type: 'nextPhase', to: 'end' }));
    };
    const names = (x: Duel) => me(x).monsters.filter(Boolean).map((m) => m!.name);
    const chooseFirst = (x: Duel): Duel => play(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });

    it('you can send it to the Graveyard to Special Summon Horus LV6 from the Deck', () => {
      let x = battleThen('Celtic Guardian', [], [LV6]);
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
      x = play(chooseFirst(play(x, { type: 'select', option: 'yes' })), { type: 'select', option: 'attack' });
      expect(me(x).graveyard).toEqual([LV4]);
      expect(names(x)).toEqual([LV6]);
    });

    it('or from the hand; declining keeps it', () => {
      const x = play(chooseFirst(play(battleThen('Celtic Guardian', [LV6], []), { type: 'select', option: 'yes' })), { type: 'select', option: 'attack' });
      expect(names(x)).toEqual([LV6]);
      expect(me(x).hand).toEqual([]);
      expect(names(play(battleThen('Celtic Guardian', [LV6], []), { type: 'select', option: 'no' }))).toEqual([LV4]);
    });

    it('not in a turn it destroyed nothing by battle (Big Shield Gardna stays), nor with no Horus LV6 to Summon', () => {
      expect(battleThen('Big Shield Gardna', [LV6], []).flow.prompt).toBeNull();
      expect(battleThen('Celtic Guardian', [], []).flow.prompt).toBeNull();
    });
  });

  it('nothing to activate in the Main Phase', () => {
    const d = duelOf({ me: { hand: [LV6], monsters: [{ card: LV4 }] } });
    expect(legal(d, 'activate', idOf(d, LV4))).toEqual([]);
  });
});
