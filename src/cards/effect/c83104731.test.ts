import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { attackOf } from '../../engine/draft';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Ancient Gear Golem (texts-2016): "Cannot be Special Summoned. If this card attacks a Defense Position
 * monster, inflict piercing battle damage to your opponent. If this card attacks, your opponent cannot
 * activate any Spell/Trap Cards until the end of the Damage Step." (rule codes `cannotBeSpecialSummoned`,
 * `piercing`, `barsActivation`).
 */
type Side = Parameters<typeof duelOf>[0]['me'];

/** Player 1's Golem (and Feral Imp) in the Battle Phase against player 2's `opp`. */
const board = (oppSide: Side, mine: Side = {}): Duel =>
  toBattle(duelOf({ me: { monsters: [{ card: 'Ancient Gear Golem' }, { card: 'Feral Imp' }], ...mine }, opp: oppSide }));

/** Passes every window of the attack, checking at each whether `card` (player 2's) could be activated. */
function offeredDuringAttack(x: Duel, card: string): boolean {
  let d = x;
  let offered = false;
  while (d.flow.window) {
    if (legal(d, 'activate', card).length > 0) offered = true;
    d = play(d, { type: 'pass' });
  }
  return offered;
}

describe('Ancient Gear Golem', () => {
  it('attacking a Defense Position monster whose DEF is lower: piercing battle damage', () => {
    const d = board({ monsters: [{ card: 'Celtic Guardian', position: 'defense' }] });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Ancient Gear Golem'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000 - (3000 - 1200));
  });

  it('while it attacks, the opponent cannot activate a Trap Card (Mirror Force) nor a Set Quick-Play Spell (Mystical Space Typhoon) at any point to the end of the Damage Step', () => {
    const d = board({ spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Mystical Space Typhoon', faceUp: false }] }, { spellTraps: [{ card: 'Waboku', faceUp: false }] });
    const x = play(d, { type: 'attack', card: idOf(d, 'Ancient Gear Golem'), target: 'direct' });
    expect(offeredDuringAttack(x, idOf(d, 'Mirror Force', 1))).toBe(false);
    expect(offeredDuringAttack(x, idOf(d, 'Mystical Space Typhoon', 1))).toBe(false);
    const done = passAll(x);
    expect(opp(done).lp).toBe(8000 - 3000);
    expect(me(done).monsters.filter((m) => m !== null)).toHaveLength(2);
  });

  it("another monster's attack, with the Golem on the field, may be answered by Mirror Force: the lock is only for the Golem's own attacks", () => {
    const d = board({ spellTraps: [{ card: 'Mirror Force', faceUp: false }] });
    const x = play(d, { type: 'attack', card: idOf(d, 'Feral Imp'), target: 'direct' });
    expect(x.flow.window).toMatchObject({ player: 1 });
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Mirror Force', 1) }));
    expect(me(y).graveyard.sort()).toEqual(['Ancient Gear Golem', 'Feral Imp']);
  });

  it("after its attack, the opponent may activate their Spell and Trap Cards again", () => {
    const d = board({ spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] }, { spellTraps: [{ card: 'Waboku', faceUp: false }] });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Ancient Gear Golem'), target: 'direct' }));
    expect(attackOf(x)).toBeNull();
    const y = play(x, { type: 'attack', card: idOf(d, 'Feral Imp'), target: 'direct' });
    expect(y.flow.window).toMatchObject({ player: 1 });
    expect(legal(y, 'activate', idOf(d, 'Mystical Space Typhoon', 1))).toHaveLength(1);
  });

  it("the opponent's monster effects are not barred (Kuriboh in the Damage Step), nor are its controller's own Spell and Trap Cards", () => {
    const d = board({ hand: ['Kuriboh'] }, { spellTraps: [{ card: 'Reinforcements', faceUp: false }] });
    let x = play(d, { type: 'attack', card: idOf(d, 'Ancient Gear Golem'), target: 'direct' });
    const kuriboh = idOf(d, 'Kuriboh', 1);
    let mine = false;
    while (x.flow.window && legal(x, 'activate', kuriboh).length === 0) {
      if (legal(x, 'activate', idOf(d, 'Reinforcements')).length > 0) mine = true;
      x = play(x, { type: 'pass' });
    }
    expect(mine).toBe(true);
    x = passAll(play(x, { type: 'activate', card: kuriboh, effect: 0 }));
    expect(opp(x).lp).toBe(8000);
  });

  it('cannot be Special Summoned: Monster Reborn cannot target it in the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Ancient Gear Golem', 'Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp')] });
  });

  it('it is Tribute Summoned with 2 Tributes', () => {
    const d = duelOf({ me: { hand: ['Ancient Gear Golem'], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Ancient Gear Golem'), tributes: [idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')] }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Ancient Gear Golem', faceUp: true });
  });
});
