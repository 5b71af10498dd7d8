import { describe, expect, it } from 'vitest';
import { summary } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Two rules of the battle family that act without a Chain:
 * - `banishesLinkedMonster` (Big Bang Shot: "When this card leaves the field, banish the equipped monster"):
 *   a continuous effect applied as the card leaves the field (ygopro: EFFECT_TYPE_CONTINUOUS on
 *   EVENT_LEAVE_FIELD), read where `destroysLinkedMonster` is (stateCheck.ts destroyMonstersLeftLinked);
 * - `defenseAfterAttacking` (Spear Dragon: "If this card attacks, it is changed to Defense Position at the
 *   end of the Damage Step"): applied as the Damage Step ends (battle.ts endDamageStep).
 */
describe('Banished as the Equip Card leaves the field (banishesLinkedMonster)', () => {
  const equipped = () => duelOf({
    turnPlayer: 1,
    me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Big Bang Shot', faceUp: true, equippedTo: 0 }] },
    opp: { hand: ['Mystical Space Typhoon'] },
  });

  it('the Equip Card leaving the field banishes the monster it equipped, with no Chain', () => {
    const d = equipped();
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Big Bang Shot')] }));
    expect(x.flow.chain).toEqual([]);
    expect(me(x).banished).toEqual(['Celtic Guardian']);
  });

  it('a monster that leaves first is not followed: the Equip Card goes to the Graveyard alone', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Big Bang Shot', faceUp: true, equippedTo: 0 }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') }));
    expect(me(x).graveyard.sort()).toEqual(['Big Bang Shot', 'Celtic Guardian']);
    expect(me(x).banished).toEqual([]);
  });
});

describe('Changed to Defense Position at the end of the Damage Step (defenseAfterAttacking)', () => {
  it('the attacker with the rule is in face-up Defense Position when the Damage Step ends', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Spear Dragon' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Spear Dragon'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(summary(x).step).toBe('battle');
    expect(me(x).monsters[0]).toMatchObject({ position: 'defense', faceUp: true });
    expect(opp(x).lp).toBe(8000 - 500);
  });

  it('destroyed in that battle, nothing is changed (it is gone)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Spear Dragon' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Spear Dragon'), target: idOf(d, 'Summoned Skull', 1) }));
    expect(me(x).graveyard).toEqual(['Spear Dragon']);
  });
});
