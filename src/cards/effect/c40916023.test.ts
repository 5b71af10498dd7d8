import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Aqua Spirit (texts-2016): "This card cannot be Normal Summoned or Set. This card can only be Special Summoned by
 * removing 1 WATER monster in your Graveyard from play. During each of your opponent's Standby Phases, you can change
 * the battle position of 1 of your opponent's face-up Monster Cards. Once changed, the monster must remain in this
 * position for the rest of the turn." (official/c40916023.lua: a targeting optional Trigger, once per turn.)
 */
const AQUA = 'Aqua Spirit';
const FILL = ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'];
const onField = (): Duel => duelOf({
  me: { monsters: [{ card: AQUA }], deck: FILL },
  opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], deck: FILL },
});

describe('Aqua Spirit', () => {
  it('cannot be Normal Summoned or Set; Special Summoned from the hand by banishing 1 WATER monster from the Graveyard', () => {
    const d = duelOf({ me: { hand: [AQUA], graveyard: ['Battle Ox', 'Mother Grizzly'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
    let x = play(d, { type: 'specialSummon', card: idOf(d, AQUA), method: 'rule', position: 'attack' });
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Mother Grizzly')]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Mother Grizzly')] });
    }
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: AQUA, faceUp: true });
    expect(me(x).banished).toEqual(['Mother Grizzly']);
    const none = duelOf({ me: { hand: [AQUA], graveyard: ['Battle Ox'] } });
    expect(legal(none, 'specialSummon')).toEqual([]);
  });

  it("in the opponent's Standby Phase it changes a face-up monster of theirs to the other position, locked for the turn", () => {
    const x = endTurn(onField());
    expect(x.turnPlayer).toBe(1);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    let y = play(x, { type: 'select', option: 'yes' });
    // Face-up monsters only: the Set Mystical Elf is not a target.
    if (y.flow.prompt?.kind === 'chooseCard') {
      expect(y.flow.prompt.cards).toEqual([idOf(x, 'Summoned Skull', 1)]);
      y = play(y, { type: 'select', ids: [idOf(x, 'Summoned Skull', 1)] });
    }
    y = passAll(y);
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense', faceUp: true });
    expect(y.turnPlayer).toBe(1);
    expect(summary(y).phase).toBe('main1');
    expect(legal(y, 'changePosition', idOf(x, 'Summoned Skull', 1))).toEqual([]);
  });

  it('declined, nothing changes', () => {
    const y = passAll(play(endTurn(onField()), { type: 'select', option: 'no' }));
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'attack' });
    // Its player may change its position as usual.
    expect(legal(y, 'changePosition', idOf(y, 'Summoned Skull', 1))).toHaveLength(1);
  });

  it("not in its own player's Standby Phase", () => {
    const mine = endTurn(passAll(play(endTurn(onField()), { type: 'select', option: 'no' })));
    expect(mine.turnPlayer).toBe(0);
    expect(mine.flow.prompt).toBeNull();
  });
});
