import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Neo-Spacian Grand Mole (texts-2016): "At the start of the Damage Step, if this card battles an opponent's monster: You
 * can return the opponent's monster and this card to the hand." An optional Trigger on the event `damageStepStarted`
 * (official/c80344569.lua: EVENT_BATTLE_START); no GOAT variant (goat-legal.tsv does not list it).
 */
const asked = (d: Duel) => d.flow.prompt?.kind === 'chooseOption' && d.flow.prompt.reason.includes('Neo-Spacian Grand Mole');

/** A battle between my Grand Mole and the opponent's `theirs`; `attacking`: the Mole attacks (else it is attacked). */
function battle(theirs: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }, attacking = true): Duel {
  const d = duelOf({ turnPlayer: attacking ? 0 : 1, me: { monsters: [{ card: 'Neo-Spacian Grand Mole' }] }, opp: { monsters: [theirs] } });
  const mole = idOf(d, 'Neo-Spacian Grand Mole');
  const other = idOf(d, theirs.card, 1);
  return play(toBattle(d), attacking ? { type: 'attack', card: mole, target: other } : { type: 'attack', card: other, target: mole });
}

describe('Neo-Spacian Grand Mole', () => {
  it('attacking: at the start of the Damage Step it may return the monster it battles and itself to the hands, before damage', () => {
    const x = battle({ card: 'Summoned Skull' });
    expect(asked(x)).toBe(true);
    const y = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(y).hand).toEqual(['Neo-Spacian Grand Mole']);
    expect(opp(y).hand).toEqual(['Summoned Skull']);
    expect(me(y).lp).toBe(8000);
    expect(me(y).graveyard).toEqual([]);
  });

  it('declined: the battle goes on (the Mole is destroyed, its controller takes the damage)', () => {
    const y = passAll(play(battle({ card: 'Summoned Skull' }), { type: 'select', option: 'no' }));
    expect(me(y).graveyard).toEqual(['Neo-Spacian Grand Mole']);
    expect(me(y).lp).toBe(8000 - 1600);
    expect(opp(y).hand).toEqual([]);
  });

  it('attacked, or attacking a face-down monster, it may do the same', () => {
    const attacked = battle({ card: 'Summoned Skull' }, false);
    expect(asked(attacked)).toBe(true);
    expect(opp(passAll(play(attacked, { type: 'select', option: 'yes' }))).hand).toEqual(['Summoned Skull']);
    const facedown = battle({ card: 'Mystical Elf', faceUp: false, position: 'defense' });
    expect(asked(facedown)).toBe(true);
    const y = passAll(play(facedown, { type: 'select', option: 'yes' }));
    expect(opp(y).hand).toEqual(['Mystical Elf']);
    expect(me(y).hand).toEqual(['Neo-Spacian Grand Mole']);
  });

  it('a direct attack sets nothing off', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Neo-Spacian Grand Mole' }] } });
    const x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Neo-Spacian Grand Mole'), target: 'direct' });
    expect(asked(x)).toBe(false);
    expect(opp(passAll(x)).lp).toBe(8000 - 900);
  });
});
