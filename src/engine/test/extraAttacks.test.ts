import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, play } from './dsl';
import { toBattle } from './turns';
import type { Duel } from '..';
import type { ScenarioPlayer } from '../scenario';

/*
 * More than one attack in each Battle Phase (rule code `extraAttacks`, continuous.ts `extraAttacksOf`): each attack
 * declared is marked (`attacked`, a replay is the same attack, battle.ts `declareAttack`), and a monster that has
 * attacked may declare another while its marks are fewer than 1 plus the extra attacks its rules give it now, added
 * up (legal.ts `attackedAlready`). Witnesses: Mataza the Zapper (1), Armed Samurai - Ben Kei (1 for each Equip Card),
 * Twin Swords of Flashing Light - Tryce (1, to the monster it equips).
 */
const attacksDirectly = (me: ScenarioPlayer, name: string): { duel: Duel; count: number } => {
  let d = toBattle(duelOf({ me }));
  const id = idOf(d, name);
  let count = 0;
  while (legal(d, 'attack', id).length > 0 && count < 10) {
    d = passAll(play(d, { type: 'attack', card: id, target: 'direct' }));
    count++;
  }
  return { duel: d, count };
};

describe('Extra attacks in each Battle Phase (extraAttacks)', () => {
  it('a monster with no such rule attacks once', () => {
    expect(attacksDirectly({ monsters: [{ card: 'Celtic Guardian' }] }, 'Celtic Guardian').count).toBe(1);
  });

  it('one extra attack: twice (Mataza the Zapper)', () => {
    expect(attacksDirectly({ monsters: [{ card: 'Mataza the Zapper' }] }, 'Mataza the Zapper').count).toBe(2);
  });

  it('extra attacks counted from the board: one for each Equip Card (Armed Samurai - Ben Kei with 2: three attacks)', () => {
    const { duel, count } = attacksDirectly({
      monsters: [{ card: 'Armed Samurai - Ben Kei' }],
      spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }, { card: 'Black Pendant', faceUp: true, equippedTo: 0 }],
    }, 'Armed Samurai - Ben Kei');
    expect(count).toBe(3);
    expect(opp(duel).lp).toBe(8000 - 3 * 2000);
  });

  it('rules of different sources add up (Mataza the Zapper equipped with Twin Swords of Flashing Light - Tryce: three attacks)', () => {
    const { count } = attacksDirectly({ monsters: [{ card: 'Mataza the Zapper' }], spellTraps: [{ card: 'Twin Swords of Flashing Light - Tryce', faceUp: true, equippedTo: 0 }] }, 'Mataza the Zapper');
    expect(count).toBe(3);
  });

  it('a replayed attack is the same attack', () => {
    // Mataza attacks directly; the opponent answers with a Set Scapegoat: their monsters changed, the attack is replayed.
    const d = toBattle(duelOf({ me: { monsters: [{ card: 'Mataza the Zapper' }] }, opp: { spellTraps: [{ card: 'Scapegoat', faceUp: false }] } }));
    const mataza = idOf(d, 'Mataza the Zapper');
    let x = play(d, { type: 'attack', card: mataza, target: 'direct' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Scapegoat', 1) }));
    expect(x.events.some((e) => e.type === 'replay')).toBe(true);
    const sheep = () => opp(x).monsters.findIndex((m) => m?.name === 'Sheep Token');
    const token = (): string => x.players[1].monsters[sheep()]!.card;
    // The replay, then one more attack: two in all.
    x = passAll(play(x, { type: 'attack', card: mataza, target: token() }));
    expect(legal(x, 'attack', mataza).length).toBeGreaterThan(0);
    x = passAll(play(x, { type: 'attack', card: mataza, target: token() }));
    expect(legal(x, 'attack', mataza)).toEqual([]);
    expect(x.marks.filter((m) => m.mark === 'attacked' && m.key === mataza)).toHaveLength(2);
  });
});
