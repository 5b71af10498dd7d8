import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Swords of Revealing Light (texts-2016): "Flip all monsters your opponent controls face-up. This card
 * remains on the field for 3 of your opponent's turns. While this card is face-up on the field, monsters
 * your opponent controls cannot declare an attack." Issue 32 §4: effects that last past this turn.
 */

/** Player 1 holds Swords on their turn 3; player 2 has a face-down monster and a face-up one. */
const swords = (): Duel =>
  duelOf({
    me: { hand: ['Swords of Revealing Light'], monsters: [{ card: 'Celtic Guardian' }], deck: ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'] },
    opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Mystical Elf', faceUp: false, position: 'defense' }], deck: ['Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp', 'Feral Imp'] },
  });
const activated = (d: Duel): Duel => passAll(play(d, { type: 'activate', card: idOf(d, 'Swords of Revealing Light') }));

describe('Swords of Revealing Light', () => {
  it("flips every monster the opponent controls face-up, in the position it was in", () => {
    const x = activated(swords());
    expect(opp(x).monsters[1]).toMatchObject({ name: 'Mystical Elf', faceUp: true, position: 'defense' });
    expect(x.events).toContainEqual({ type: 'flippedFaceUp', card: idOf(x, 'Mystical Elf', 1) });
  });

  it('a monster it flips face-up is flipped: its Flip effect activates', () => {
    const d = duelOf({
      me: { hand: ['Swords of Revealing Light'] },
      opp: { monsters: [{ card: 'The Stern Mystic', faceUp: false, position: 'defense' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Swords of Revealing Light') });
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(d, 'The Stern Mystic', 1))).toBe(true);
  });

  it('remains on the field after resolving (a Normal Spell otherwise goes to the Graveyard)', () => {
    const x = activated(swords());
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Swords of Revealing Light', faceUp: true });
    expect(me(x).graveyard).toEqual([]);
    expect(x.rules).toMatchObject([{ code: 'remainsOnField', player: 0, lasts: { kind: 'turns', player: 1, count: 3, through: 8 } }]);
  });

  it("while it is face-up, the opponent's monsters cannot declare an attack; its controller's still can", () => {
    let x = activated(swords());
    // Its controller's own Battle Phase: Celtic Guardian may attack.
    expect(legal(toBattle(x), 'attack').length).toBeGreaterThan(0);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(legal(toBattle(x), 'attack')).toEqual([]);
  });

  it("lasts for 3 of the opponent's turns, and is destroyed in the End Phase of the third", () => {
    let x = activated(swords());
    for (const turn of [4, 6, 8]) {
      x = endTurn(x);
      expect(summary(x)).toMatchObject({ turn, turnPlayer: 1 });
      expect(legal(toBattle(x), 'attack')).toEqual([]);
      expect(me(x).spellTraps[0]).toMatchObject({ name: 'Swords of Revealing Light' });
      x = endTurn(x);
    }
    // Destroyed as the End Phase of turn 8 began: in the Graveyard on turn 9, and turn 10's attacks are open.
    expect(summary(x)).toMatchObject({ turn: 9, turnPlayer: 0 });
    expect(me(x).spellTraps[0]).toBeNull();
    expect(me(x).graveyard).toContain('Swords of Revealing Light');
    expect(x.rules).toEqual([]);
    x = endTurn(x);
    expect(summary(x)).toMatchObject({ turn: 10, turnPlayer: 1 });
    expect(legal(toBattle(x), 'attack').length).toBeGreaterThan(0);
  });

  it('the lock lasts only while it is face-up on the field: destroyed early, the opponent may attack that very turn', () => {
    const d = duelOf({
      me: { hand: ['Swords of Revealing Light'], deck: ['Feral Imp', 'Feral Imp', 'Feral Imp'] },
      opp: { hand: ['Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }], deck: ['Feral Imp', 'Feral Imp', 'Feral Imp'] },
    });
    const x = endTurn(activated(d));
    expect(summary(x)).toMatchObject({ turn: 4, turnPlayer: 1 });
    expect(legal(toBattle(x), 'attack')).toEqual([]);
    const swordsId = idOf(d, 'Swords of Revealing Light');
    const gone = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [swordsId] }));
    expect(me(gone).graveyard).toContain('Swords of Revealing Light');
    // Its rule about staying on the field ended as it left.
    expect(gone.rules).toEqual([]);
    expect(legal(toBattle(gone), 'attack').length).toBeGreaterThan(0);
  });

  it('negated, it does nothing and goes to the Graveyard', () => {
    const d = duelOf({
      me: { hand: ['Swords of Revealing Light'] },
      opp: { monsters: [{ card: 'Mystical Elf', faceUp: false, position: 'defense' }], hand: ['Feral Imp', 'Feral Imp'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Swords of Revealing Light') });
    expect(x.flow.window).toMatchObject({ kind: 'chain', player: 1 });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    while (x.flow.prompt) x = play(x, legal(x, 'select')[0]!);
    x = passAll(x);
    expect(me(x).graveyard).toContain('Swords of Revealing Light');
    expect(opp(x).monsters[0]).toMatchObject({ faceUp: false });
    expect(x.rules).toEqual([]);
  });
});
