import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * D.D. Warrior Lady: "After damage calculation, when this card battles an opponent's monster: You can banish
 * that monster, also banish this card." The Trigger goes off after damage calculation, while the monsters that
 * battle destroys are still on the field (battle.ts `afterDamageCalculation`), so it banishes them too.
 * GOAT: `goat-legal.tsv` names the same script (no era variant).
 */
type Mon = { card: string; position?: 'attack' | 'defense'; faceUp?: boolean };
const battle = (mine: Mon, theirs: Mon, attacker: 'me' | 'opp' = 'me'): { d: Duel; x: Duel } => {
  const d = duelOf({ turnPlayer: attacker === 'me' ? 0 : 1, me: { monsters: [mine] }, opp: { monsters: [theirs] } });
  const [a, t] = attacker === 'me' ? [idOf(d, mine.card), idOf(d, theirs.card, 1)] : [idOf(d, theirs.card, 1), idOf(d, mine.card)];
  return { d, x: passAll(play(toBattle(d), { type: 'attack', card: a, target: t })) };
};
const answer = (x: Duel, option: 'yes' | 'no'): Duel => passAll(play(x, { type: 'select', option }));

describe('D.D. Warrior Lady', () => {
  it('attacking a stronger monster: battle damage is dealt, then you can banish both (it is banished, not sent to the Graveyard)', () => {
    const { x } = battle({ card: 'D.D. Warrior Lady' }, { card: 'Summoned Skull' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(me(x).lp).toBe(8000 - 1000); // damage calculation came first
    expect(me(x).monsters[0]).toMatchObject({ name: 'D.D. Warrior Lady' }); // destroyed by battle, not yet gone
    const y = answer(x, 'yes');
    expect(me(y).banished).toEqual(['D.D. Warrior Lady']);
    expect(opp(y).banished).toEqual(['Summoned Skull']);
    expect(me(y).graveyard).toEqual([]);
    expect(y.events.some((e) => e.type === 'destroyedByBattle')).toBe(false);
  });

  it('attacked by a weaker monster: the attacker that would be destroyed is banished with it', () => {
    const { x } = battle({ card: 'D.D. Warrior Lady' }, { card: 'Celtic Guardian' }, 'opp');
    expect(opp(x).lp).toBe(8000 - 100);
    const y = answer(x, 'yes');
    expect(opp(y).banished).toEqual(['Celtic Guardian']);
    expect(opp(y).graveyard).toEqual([]);
    expect(me(y).banished).toEqual(['D.D. Warrior Lady']);
  });

  it('face-down in Defense Position and attacked: flipped, then after damage calculation it may banish the attacker', () => {
    const { x } = battle({ card: 'D.D. Warrior Lady', position: 'defense', faceUp: false }, { card: 'Celtic Guardian' }, 'opp');
    expect(opp(x).lp).toBe(8000 - 200); // 1400 ATK against 1600 DEF
    const y = answer(x, 'yes');
    expect(opp(y).banished).toEqual(['Celtic Guardian']);
    expect(me(y).banished).toEqual(['D.D. Warrior Lady']);
  });

  it('"you can": declined, the battle ends as usual', () => {
    const { x } = battle({ card: 'D.D. Warrior Lady' }, { card: 'Summoned Skull' });
    const y = answer(x, 'no');
    expect(me(y).graveyard).toEqual(['D.D. Warrior Lady']);
    expect(opp(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(opp(y).banished).toEqual([]);
  });

  it('a direct attack battles no monster: nothing to activate', () => {
    const d = duelOf({ me: { monsters: [{ card: 'D.D. Warrior Lady' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'D.D. Warrior Lady'), target: 'direct' }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).lp).toBe(8000 - 1500);
    expect(me(x).monsters[0]).toMatchObject({ name: 'D.D. Warrior Lady' });
  });

  it('another monster battling does not set it off', () => {
    const d = duelOf({ me: { monsters: [{ card: 'D.D. Warrior Lady' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Kuriboh', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).graveyard).toEqual(['Kuriboh']);
  });
});
