import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Gravekeeper's Assailant (texts-2016): "If "Necrovalley" is on the field when this card declares an attack,
 * you can select 1 face-up monster your opponent controls and change its battle position." An optional
 * Trigger on its attack declaration (ygopro EVENT_ATTACK_ANNOUNCE), Necrovalley face-up on either side.
 */
type Slot = { card: string; faceUp?: boolean; position?: 'attack' | 'defense' };
const attackWith = (field: 'mine' | 'theirs' | 'none', theirs: Slot[] = [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }]): Duel => {
  const nv = { card: 'Necrovalley', faceUp: true };
  const d = duelOf({ me: { monsters: [{ card: "Gravekeeper's Assailant" }], ...(field === 'mine' && { field: nv }) }, opp: { monsters: theirs, ...(field === 'theirs' && { field: nv }) } });
  const x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
  return play(x, { type: 'attack', card: idOf(d, "Gravekeeper's Assailant"), target: idOf(d, 'Celtic Guardian', 1) });
};

describe("Gravekeeper's Assailant", () => {
  it('with Necrovalley, as it attacks, you can change the position of 1 face-up monster your opponent controls', () => {
    let x = attackWith('mine');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(x, 'Summoned Skull', 1), idOf(x, 'Celtic Guardian', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Summoned Skull', 1)] }));
    expect(opp(x).monsters.find((m) => m?.name === 'Summoned Skull')).toMatchObject({ position: 'defense', faceUp: true });
    // With Necrovalley it has 2000 ATK ("Gravekeeper's" +500).
    expect(me(x).monsters[0]).toMatchObject({ atk: 2000 });
  });

  it('the attack target itself may be changed: Celtic Guardian to Defense Position, so it takes no battle damage', () => {
    let x = play(attackWith('theirs'), { type: 'select', option: 'yes' });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Celtic Guardian', 1)] }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000);
  });

  it('you can decline; without Necrovalley nothing is asked', () => {
    const declined = passAll(play(attackWith('mine'), { type: 'select', option: 'no' }));
    expect(opp(declined).monsters.find((m) => m?.name === 'Summoned Skull')).toMatchObject({ position: 'attack' });
    const none = attackWith('none');
    expect(none.flow.prompt).toBeNull();
  });

  it('not a face-down monster', () => {
    const x = play(attackWith('mine', [{ card: 'Summoned Skull', faceUp: false, position: 'defense' }, { card: 'Celtic Guardian' }]), { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(x, 'Celtic Guardian', 1)] });
  });
});
