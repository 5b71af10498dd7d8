import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Silent Swordsman LV3 (texts-2016): "Negate your opponent's Spell effects that target this card. During your Standby
 * Phase: You can send this face-up card to the Graveyard; Special Summon 1 "Silent Swordsman LV5" from your hand or
 * Deck. You cannot activate this effect the turn this card is Summoned or flipped face-up." (goat/c504700006.lua: the
 * negation as the Spell effect resolves, EVENT_CHAIN_SOLVING; rule code negatesOpponentSpellEffectTargetingIt.)
 */

const LV3 = 'Silent Swordsman LV3';
const LV5 = 'Silent Swordsman LV5';

describe('Silent Swordsman LV3', () => {
  it("negates the opponent's Spell effect that targets it (Book of Moon does nothing; the Spell is not destroyed by it, it is spent)", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV3 }] }, opp: { hand: ['Book of Moon'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, LV3)] }));
    expect(me(x).monsters[0]).toMatchObject({ name: LV3, faceUp: true, position: 'attack' });
    expect(opp(x).graveyard).toEqual(['Book of Moon']);
  });

  it("not its own player's Spell, nor a Spell that does not target it (Dark Hole)", () => {
    const mine = duelOf({ me: { hand: ['Book of Moon'], monsters: [{ card: LV3 }] } });
    const x = passAll(play(mine, { type: 'activate', card: idOf(mine, 'Book of Moon') }, { type: 'select', ids: [idOf(mine, LV3)] }));
    expect(me(x).monsters[0]).toMatchObject({ name: LV3, faceUp: false });
    const hole = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV3 }] }, opp: { hand: ['Dark Hole'] } });
    const y = passAll(play(hole, { type: 'activate', card: idOf(hole, 'Dark Hole', 1) }));
    expect(me(y).graveyard).toEqual([LV3]);
  });

  describe('in your Standby Phase', () => {
    const myStandby = (deck: string[]) => endTurn(duelOf({ turnPlayer: 1, me: { deck: [...deck, 'Celtic Guardian', 'Celtic Guardian'], monsters: [{ card: LV3 }] } }));

    it('you can send it to the Graveyard to Special Summon Silent Swordsman LV5 from the Deck', () => {
      let x = myStandby([LV5]);
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
      x = play(x, { type: 'select', option: 'yes' });
      if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
      if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
      expect(me(x).graveyard).toEqual([LV3]);
      expect(me(x).monsters[0]).toMatchObject({ name: LV5 });
    });

    it('declining keeps it; nothing is asked with no LV5 in the hand or Deck, nor in the opponent\'s Standby Phase', () => {
      expect(me(play(myStandby([LV5]), { type: 'select', option: 'no' })).monsters[0]).toMatchObject({ name: LV3 });
      expect(myStandby([]).flow.prompt).toBeNull();
      const theirs = endTurn(duelOf({ me: { deck: [LV5, 'Celtic Guardian'], monsters: [{ card: LV3 }] } }));
      expect(theirs.turnPlayer).toBe(1);
      expect(theirs.flow.prompt).toBeNull();
    });

    it('not the turn it is Summoned: revived by Call of the Haunted in the Draw Phase, nothing is asked in that Standby Phase', () => {
      const d = duelOf({ phase: 'draw', me: { hand: [LV5], deck: ['Celtic Guardian', 'Celtic Guardian'], graveyard: [LV3], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }] } });
      let x = play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [idOf(d, LV3)] });
      while (x.flow.window) x = play(x, { type: 'pass' });
      expect(me(x).monsters[0]).toMatchObject({ name: LV3, faceUp: true });
      expect(x.flow.prompt).toBeNull();
      expect(me(x).hand).toContain(LV5);
    });
  });
});
