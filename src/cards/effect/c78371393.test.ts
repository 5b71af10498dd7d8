import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Yubel (texts-2016): "This card cannot be destroyed by battle. You take no Battle Damage from battles involving this
 * card. Before damage calculation, when this face-up Attack Position card is attacked by your opponent's monster: Inflict
 * damage to your opponent equal to that monster's ATK. During your End Phase: Tribute 1 other monster or destroy this
 * card. When this card is destroyed, except by its own effect: Its owner can Special Summon 1 "Yubel - Terror
 * Incarnate" from their hand, Deck or Graveyard."
 */

const YUBEL = 'Yubel';
const TERROR = 'Yubel - Terror Incarnate';
const names = (monsters: ReturnType<typeof me>['monsters']) => monsters.filter(Boolean).map((m) => m!.name);

/** Player 0 attacks the opponent's `target` with its `attacker`, every window passed. */
function attack(d: Duel, attacker: string, target: string): Duel {
  const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
  return passAll(play(x, { type: 'attack', card: idOf(d, attacker), target: idOf(d, target, 1) }));
}

/** Player 0 goes on to the End Phase (its Triggers' prompts left open). */
const toEndPhase = (d: Duel): Duel => passAll(play(passAll(d), { type: 'nextPhase', to: 'end' }));

describe('Yubel', () => {
  it('attacked in face-up Attack Position: the attacker\'s controller takes damage equal to its ATK; Yubel survives and its controller takes no battle damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [{ card: YUBEL }] } });
    const x = attack(d, 'Summoned Skull', YUBEL);
    expect(me(x).lp).toBe(8000 - 2500);
    expect(opp(x).lp).toBe(8000);
    expect(names(opp(x).monsters)).toEqual([YUBEL]);
    expect(names(me(x).monsters)).toEqual(['Summoned Skull']);
  });

  it('in Defense Position, or face-down when attacked, it inflicts nothing (and battle still does not destroy it)', () => {
    for (const slot of [{ card: YUBEL, position: 'defense' as const }, { card: YUBEL, faceUp: false, position: 'defense' as const }]) {
      const d = duelOf({ me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: [slot] } });
      const x = attack(d, 'Summoned Skull', YUBEL);
      expect(me(x).lp).toBe(8000);
      expect(names(opp(x).monsters)).toEqual([YUBEL]);
    }
  });

  it('the damage is the ATK of the attacker as the effect resolves', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: YUBEL }] } });
    expect(me(attack(d, 'Celtic Guardian', YUBEL)).lp).toBe(8000 - 1400);
  });

  it('in your End Phase: Tribute 1 other monster, and it stays', () => {
    const d = duelOf({ me: { monsters: [{ card: YUBEL }, { card: 'Celtic Guardian' }] } });
    let x = toEndPhase(d);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['tribute', 'destroy'] });
    x = play(x, { type: 'select', option: 'tribute' });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(names(me(x).monsters)).toEqual([YUBEL]);
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  it('or destroy it: destroyed by its own effect, it Summons nothing; with no other monster it is destroyed', () => {
    const d = duelOf({ me: { deck: [TERROR], monsters: [{ card: YUBEL }, { card: 'Celtic Guardian' }] } });
    let x = play(toEndPhase(d), { type: 'select', option: 'destroy' });
    x = passAll(x);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([YUBEL]);
    expect(names(me(x).monsters)).toEqual(['Celtic Guardian']);
    const alone = passAll(toEndPhase(duelOf({ me: { deck: [TERROR], monsters: [{ card: YUBEL }] } })));
    expect(alone.flow.prompt).toBeNull();
    expect(me(alone).graveyard).toEqual([YUBEL]);
    expect(me(alone).deck).toBe(1);
  });

  it('not in the opponent\'s End Phase', () => {
    const d = duelOf({ opp: { monsters: [{ card: YUBEL }] } });
    const x = toEndPhase(d);
    expect(x.flow.prompt).toBeNull();
    expect(names(opp(x).monsters)).toEqual([YUBEL]);
  });

  it('destroyed by another card\'s effect: its owner may Special Summon "Yubel - Terror Incarnate" from the Deck (its one way to be Summoned)', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { deck: [TERROR, 'Celtic Guardian'], monsters: [{ card: YUBEL }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    x = play(x, { type: 'select', ids: [idOf(d, TERROR, 1)] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(names(opp(x).monsters)).toEqual([TERROR]);
    expect(opp(x).graveyard).toEqual([YUBEL]);
  });

  it('from the hand or the Graveyard too; declined, or with none, nothing happens', () => {
    for (const where of ['hand', 'graveyard'] as const) {
      const d = duelOf({ me: { hand: ['Dark Hole'] }, opp: { [where]: [TERROR], monsters: [{ card: YUBEL }] } });
      let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
      x = play(x, { type: 'select', option: 'yes' });
      if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, TERROR, 1)] });
      x = passAll(play(x, { type: 'select', option: 'defense' }));
      expect(names(opp(x).monsters)).toEqual([TERROR]);
    }
    const declined = duelOf({ me: { hand: ['Dark Hole'] }, opp: { deck: [TERROR], monsters: [{ card: YUBEL }] } });
    const y = passAll(play(passAll(play(declined, { type: 'activate', card: idOf(declined, 'Dark Hole') })), { type: 'select', option: 'no' }));
    expect(opp(y).monsters.every((m) => m === null)).toBe(true);
    const none = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: YUBEL }] } });
    expect(passAll(play(none, { type: 'activate', card: idOf(none, 'Dark Hole') })).flow.prompt).toBeNull();
    expect(legal(none, 'activate')).toHaveLength(1);
  });
});
