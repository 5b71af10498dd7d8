import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { whyIllegal } from '../reasons';
import { duelOf, idOf, legal, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Three attack rules recorded about one monster for a turn (Diffusion Wave-Motion), read with the printed ones:
 * - `othersCannotAttack` (duel): the monsters the rule's player controls but the one in its key cannot attack,
 *   Summoned later too (v9.1 "Continuous Effects": a rule for a set time applies to what comes after it);
 * - `attacksEachMonster` recorded about the monster: it may attack each monster the opponent controls once each
 *   (as Asura Priest's own rule), never one twice, never directly once it has attacked;
 * - `negatesBattleDestroyed` recorded about the monster: the effects of a monster it destroys by battle do not
 *   activate this turn (turn mark `effectsNegatedByBattle`), whatever kind of Effect Monster it is.
 */
const thisTurn = (d: Duel, rule: Omit<DuelRule, 'lasts'>): Duel => ({ ...d, rules: [...d.rules, { ...rule, lasts: { kind: 'thisTurn', turn: d.turn } }] });
const attacksOf = (x: Duel, card: string) => legal(x, 'attack').filter((a) => a.card === card).map((a) => a.target);

describe('othersCannotAttack: only one monster may attack this turn', () => {
  it("its player's other monsters cannot attack, one Summoned after the rule too; the spared one can", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }, { card: 'Celtic Guardian' }], hand: ['Feral Imp'] }, opp: { monsters: [{ card: 'Labyrinth Wall', position: 'defense' }] } });
    const dm = idOf(d, 'Dark Magician');
    let x = thisTurn(d, { code: 'othersCannotAttack', player: 0, key: dm });
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    x = toBattle(x);
    expect(legal(x, 'attack').map((a) => a.card)).toEqual([dm]);
    for (const other of ['Celtic Guardian', 'Feral Imp']) {
      expect(whyIllegal(x, { type: 'attack', card: idOf(d, other), target: idOf(d, 'Labyrinth Wall', 1) })).toMatch(/^A card effect stops .* attacking/);
    }
  });

  it("about its player's monsters only", () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Labyrinth Wall', position: 'defense' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = toBattle(thisTurn(d, { code: 'othersCannotAttack', player: 0, key: idOf(d, 'Labyrinth Wall') }));
    expect(legal(x, 'attack').map((a) => a.card)).toEqual([idOf(d, 'Celtic Guardian', 1)]);
  });
});

describe('attacksEachMonster recorded about one monster this turn', () => {
  const walls = { monsters: [{ card: 'Labyrinth Wall', position: 'defense' as const }, { card: 'Labyrinth Wall', position: 'defense' as const }] };

  it('having attacked, it may attack each other monster once, not the same one again, not directly', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }] }, opp: walls });
    const dm = idOf(d, 'Dark Magician');
    const [w1, w2] = [0, 1].map((i) => d.players[1].monsters[i]!.card);
    let x = toBattle(thisTurn(d, { code: 'attacksEachMonster', player: 0, card: dm }));
    x = passAll(play(x, { type: 'attack', card: dm, target: w1! }));
    expect(attacksOf(x, dm)).toEqual([w2]);
    x = passAll(play(x, { type: 'attack', card: dm, target: w2! }));
    expect(attacksOf(x, dm)).toEqual([]);
  });

  it('without the rule, one attack only', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }] }, opp: walls });
    const dm = idOf(d, 'Dark Magician');
    const x = passAll(play(toBattle(d), { type: 'attack', card: dm, target: d.players[1].monsters[0]!.card }));
    expect(attacksOf(x, dm)).toEqual([]);
  });
});

describe('negatesBattleDestroyed recorded about one monster this turn', () => {
  const attack = (withRule: boolean) => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Magician' }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    const dm = idOf(d, 'Dark Magician');
    const x = withRule ? thisTurn(d, { code: 'negatesBattleDestroyed', player: 0, card: dm }) : d;
    return passAll(play(toBattle(x), { type: 'attack', card: dm, target: idOf(d, 'Man-Eater Bug', 1) }));
  };

  it("the monster it destroys by battle does not activate its effect (Man-Eater Bug's Flip effect)", () => {
    const x = attack(true);
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
  });

  it('without the rule, it does', () => {
    const x = attack(false);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
  });
});
