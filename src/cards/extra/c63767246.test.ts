/*
 * Number 38: Hope Harbinger Dragon Titanic Galaxy (texts-2016): "2 Level 8 monsters / Once per turn, during either
 * player's turn, when a Spell Card or effect is activated on the field: You can negate that effect, and if you do, attach
 * that card to this card as Xyz Material. When an opponent's monster declares an attack: You can detach 1 Xyz Material
 * from this card; change the attack target to this card and perform damage calculation. If a face-up Xyz Monster(s) you
 * control is destroyed by battle or card effect: You can target 1 face-up Xyz Monster you control; it gains ATK equal to
 * 1 of those destroyed monster's original ATK."
 * The attack change is ctx.changeAttackTarget (the same attack, not replayed, goes to damage calculation with this card).
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const N = 'Number 38: Hope Harbinger Dragon Titanic Galaxy';
const MATS = ['Dark Magician', 'Red-Eyes Black Dragon'];
const select = (d: Duel, option: string): Duel => play(d, { type: 'select', option });
const names = (d: Duel, who: typeof me) => who(d).monsters.filter(Boolean).map((m) => m!.name);

/** The opponent's Summoned Skull attacks my Celtic Guardian, Number 38 beside it with `materials`. */
function attackBeside(materials: string[]): Duel {
  const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: N, materials }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] } });
  return play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Celtic Guardian') });
}

describe('Number 38: Hope Harbinger Dragon Titanic Galaxy', () => {
  it('is Xyz Summoned with 2 Level 8 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Blue-Eyes White Dragon' }], extra: [N] } });
    expect(legal(d, 'specialSummon').filter((a) => a.method === 'xyz' && a.card === idOf(d, N)).length).toBeGreaterThan(0);
    const low = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }, { card: 'Summoned Skull' }], extra: [N] } });
    expect(legal(low, 'specialSummon').filter((a) => a.method === 'xyz')).toEqual([]);
  });

  it("when an opponent's monster declares an attack: detaches 1 and the attack goes to this card, damage calculated with it", () => {
    let x = attackBeside(MATS);
    x = select(x, 'yes');
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(x, 'Dark Magician')] });
    x = passAll(x);
    expect(x.events.some((e) => e.type === 'replay')).toBe(false);
    // Summoned Skull (2500) against Number 38 (3000): destroyed, 500 damage; Celtic Guardian was not battled.
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000 - 500);
    expect(names(x, me)).toEqual([N, 'Celtic Guardian']);
    expect(me(x).monsters[0]!.materials).toHaveLength(1);
  });

  it('declined, the attack goes on; without material, or attacked itself, it is not offered', () => {
    const x = passAll(select(attackBeside(MATS), 'no'));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    const none = attackBeside([]);
    expect(none.flow.prompt).toBeNull();
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: N, materials: MATS }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const self = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, N) });
    expect(self.flow.prompt).toBeNull();
  });

  it('negates a Spell activated on the field and attaches it as Xyz Material; once per turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: N, materials: MATS }] }, opp: { hand: ['Dark Hole', 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] } });
    const [first, second] = [idOf(d, 'Dark Hole', 1), d.players[1].hand.find((c) => c !== idOf(d, 'Dark Hole', 1))!];
    let x = play(d, { type: 'activate', card: first, effect: 0 });
    const answer = legal(x, 'activate', idOf(d, N));
    expect(answer).toHaveLength(1);
    x = passAll(play(x, answer[0]!));
    expect(names(x, me)).toEqual([N]);
    expect(names(x, opp)).toEqual(['Celtic Guardian']);
    expect(me(x).monsters[0]!.materials).toEqual([...MATS, 'Dark Hole']);
    expect(opp(x).graveyard).toEqual([]);
    // Once per turn: the second Dark Hole resolves.
    const y = play(x, { type: 'activate', card: second, effect: 0 });
    expect(legal(y, 'activate', idOf(d, N))).toEqual([]);
    expect(names(passAll(y), me)).toEqual([]);
  });

  it('a Spell not activated on the field (a Monster effect) is not answered', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: N, materials: MATS }] }, opp: { monsters: [{ card: 'Time Wizard' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Time Wizard', 1) });
    expect(legal(x, 'activate', idOf(d, N))).toEqual([]);
  });

  it('an Xyz Monster of yours destroyed by battle: a face-up Xyz Monster you control gains its original ATK', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: N }, { card: 'Number 39: Utopia' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = passAll(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Number 39: Utopia') }));
    expect(me(x).graveyard).toEqual(['Number 39: Utopia']);
    x = select(x, 'yes');
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, N)] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: N, atk: 3000 + 2500 });
  });

  it('an Xyz Monster of yours destroyed by a card effect sets it off too', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: N }, { card: 'Number 39: Utopia' }] }, opp: { hand: ['Fissure'] } });
    // Number 38 lets Fissure resolve (its negation declined): Fissure destroys Utopia, the lower ATK.
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1), effect: 0 }));
    expect(me(x).graveyard).toEqual(['Number 39: Utopia']);
    x = select(x, 'yes');
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, N)] });
    expect(me(passAll(x)).monsters[0]).toMatchObject({ name: N, atk: 5500 });
  });

  it('a non-Xyz monster destroyed sets nothing off', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: N }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, 'Blue-Eyes White Dragon', 1), target: idOf(d, 'Celtic Guardian') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters[0]).toMatchObject({ name: N, atk: 3000 });
  });
});
