import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Blizzard Dragon (texts-2016): "Once per turn: You can target 1 monster your opponent controls; it cannot
 * change its battle position or declare an attack until the end of your opponent's next turn." Recorded
 * rules `cannotAttack` and `cannotChangePosition` about that monster, lasting `{ turnsOf: opponent, count: 1 }`.
 */

describe('Blizzard Dragon', () => {
  const start = () => duelOf({ me: { monsters: [{ card: 'Blizzard Dragon' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] } });

  it("the targeted monster cannot attack or change its position until the end of the opponent's next turn", () => {
    const d = start();
    const guardian = idOf(d, 'Celtic Guardian', 1);
    let x = play(d, { type: 'activate', card: idOf(d, 'Blizzard Dragon') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [guardian, idOf(d, 'Feral Imp', 1)] });
    x = passAll(play(x, { type: 'select', ids: [guardian] }));
    // Once per turn.
    expect(legal(x, 'activate', idOf(d, 'Blizzard Dragon'))).toEqual([]);
    // The opponent's next turn: Celtic Guardian can neither change position nor attack; Feral Imp can.
    const theirs = endTurn(x);
    expect(legal(theirs, 'changePosition', guardian)).toEqual([]);
    expect(legal(theirs, 'changePosition', idOf(d, 'Feral Imp', 1))).toHaveLength(1);
    const battle = toBattle(theirs);
    expect(legal(battle, 'attack', guardian)).toEqual([]);
    expect(legal(battle, 'attack', idOf(d, 'Feral Imp', 1)).length).toBeGreaterThan(0);
    // The turn after the opponent's next: free again (their following turn).
    const later = endTurn(endTurn(theirs));
    expect(legal(later, 'changePosition', guardian)).toHaveLength(1);
    expect(legal(toBattle(later), 'attack', guardian).length).toBeGreaterThan(0);
  });

  it("cannot target the player's own monsters, and needs an opponent's monster", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blizzard Dragon' }, { card: 'Feral Imp' }] } });
    expect(legal(d, 'activate', idOf(d, 'Blizzard Dragon'))).toEqual([]);
  });
});
