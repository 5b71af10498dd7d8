import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Widespread Ruin: "Activate only when your opponent declares an attack. Destroy the Attack Position monster your opponent controls with the highest ATK. (If it's a tie, you get to choose.)"
describe('Widespread Ruin', () => {
  const attackOn = (oppMonsters: { card: string; position?: 'attack' | 'defense' }[], attacker: string) => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Giant Soldier of Stone', position: 'defense' }], spellTraps: [{ card: 'Widespread Ruin', faceUp: false }] }, opp: { monsters: oppMonsters } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, attacker, 1), target: idOf(d, 'Giant Soldier of Stone') });
    return { d, x };
  };

  it("when the opponent attacks: destroys their Attack Position monster with the highest ATK (not necessarily the attacker)", () => {
    const { d, x } = attackOn([{ card: 'Feral Imp' }, { card: 'Dark Magician' }, { card: 'Summoned Skull', position: 'defense' }], 'Feral Imp');
    const y = passAll(play(x, { type: 'activate', card: idOf(d, 'Widespread Ruin') }));
    // Summoned Skull (2500) is in Defense Position: Dark Magician (2500) is the highest in Attack Position.
    expect(opp(y).graveyard).toEqual(['Dark Magician']);
  });

  it('a tie: the player chooses', () => {
    const { d, x } = attackOn([{ card: 'Dark Magician' }, { card: 'Summoned Skull' }], 'Dark Magician');
    let y = passAll(play(x, { type: 'activate', card: idOf(d, 'Widespread Ruin') }));
    expect(y.flow.prompt?.kind === 'chooseCard' && [...y.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Magician', 1), idOf(d, 'Summoned Skull', 1)].sort());
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(opp(y).graveyard).toEqual(['Summoned Skull']);
  });

  it('not without an attack declaration', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: [{ card: 'Widespread Ruin', faceUp: false }] }, opp: { monsters: [{ card: 'Dark Magician' }] } });
    const x = play(d, { type: 'nextPhase', to: 'battle' });
    expect(legal(x, 'activate')).toHaveLength(0);
  });
});
