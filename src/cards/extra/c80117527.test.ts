import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import { cardByName } from '..';

/*
 * Number 11: Big Eye (texts-2016): "2 Level 7 monsters / Once per turn: You can detach 1 Xyz Material from this
 * card, then target 1 monster your opponent controls; take control of that monster. This card cannot attack the
 * turn you activate this effect." Detach cost (library.ts detachCost), control for good (ctx.changeControl),
 * the attack lock recorded with the cost (rule code cannotAttack, this turn), as its script's oath.
 */

const bigEye = (materials = ['Dark Magician', 'Red-Eyes Black Dragon']) => ({ card: 'Number 11: Big Eye', materials });

/** Activates Big Eye (two materials: the first is detached) on the opponent's `target`, and resolves it. */
function take(d: Duel, target: string): Duel {
  let x = play(d, { type: 'activate', card: idOf(d, 'Number 11: Big Eye'), effect: 0 });
  if (x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.reason.startsWith('Detach')) x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
  return passAll(play(x, { type: 'select', ids: [idOf(d, target, 1)] }));
}

describe('Number 11: Big Eye', () => {
  it('is Xyz Summoned with 2 Level 7 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }, { card: 'Red-Eyes Black Dragon' }], extra: ['Number 11: Big Eye'] } });
    const x = passAll(play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Number 11: Big Eye', materials: ['Dark Magician', 'Red-Eyes Black Dragon'] });
    expect(cardByName('Number 11: Big Eye')).toMatchObject({ level: 7, attribute: 'DARK', monsterType: 'Spellcaster', atk: 2600, def: 2000 });
  });

  it('detaches 1 Xyz Material and takes control of the targeted monster for good', () => {
    const d = duelOf({ me: { monsters: [bigEye()] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = take(d, 'Summoned Skull');
    expect(me(x).monsters.find((m) => m?.name === 'Number 11: Big Eye')!.materials).toHaveLength(1);
    expect(me(x).graveyard).toHaveLength(1);
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    // Not only until the End Phase: still yours on the opponent's turn.
    expect(me(endTurn(x)).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
    expect(opp(endTurn(x)).monsters.filter(Boolean)).toEqual([]);
  });

  it('this card cannot attack the turn the effect is activated; the monster taken may', () => {
    const d = duelOf({ me: { monsters: [bigEye()] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } });
    expect(legal(toBattle(d), 'attack', idOf(d, 'Number 11: Big Eye'))).not.toEqual([]);
    const x = toBattle(take(d, 'Summoned Skull'));
    expect(legal(x, 'attack', idOf(d, 'Number 11: Big Eye'))).toEqual([]);
    expect(legal(x, 'attack', idOf(d, 'Summoned Skull', 1))).not.toEqual([]);
  });

  it('cannot be activated once this card has attacked this turn, once it was used this turn, or without an Xyz Material', () => {
    const d = duelOf({ me: { monsters: [bigEye()] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Summoned Skull' }] } });
    let attacked = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Number 11: Big Eye'), target: idOf(d, 'Feral Imp', 1) }));
    attacked = passAll(play(attacked, { type: 'nextPhase', to: 'main2' }));
    expect(summary(attacked).phase).toBe('main2');
    expect(legal(attacked, 'activate')).toEqual([]);
    const once = take(duelOf({ me: { monsters: [bigEye()] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Feral Imp' }] } }), 'Summoned Skull');
    expect(legal(once, 'activate')).toEqual([]);
    const none = duelOf({ me: { monsters: [bigEye([])] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    expect(legal(none, 'activate')).toEqual([]);
  });

  it("does nothing if the target has left the opponent's field as it resolves; the attack lock stays (a cost)", () => {
    const d = duelOf({ me: { monsters: [bigEye()] }, opp: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Number 11: Big Eye'), effect: 0 });
    const detach = x.flow.prompt;
    x = play(x, { type: 'select', ids: [detach?.kind === 'chooseCard' ? detach.cards[0]! : ''] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device', 1) });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Number 11: Big Eye']);
    expect(legal(toBattle(x), 'attack')).toEqual([]);
  });
});
