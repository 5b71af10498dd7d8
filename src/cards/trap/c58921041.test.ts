import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';
import { activationBarred } from '../../engine/continuous';
import { cardByName } from '..';

/*
 * Anti-Spell Fragrance (texts-2016): "Both players must Set Spell Cards before activating them, and cannot
 * activate them until their next turn." (ygopro c58921041.lua: EFFECT_CANNOT_ACTIVATE for a Spell Card's
 * activation not from the Spell & Trap Zone, or flagged as Set while this card was face-up until the Set
 * player's next turn: the flag is recorded by a continuous effect on the Set, rule code cannotActivateYet.)
 */
const fragrance = (me_: object = {}, opp: object = {}): Duel => duelOf({
  me: { hand: ['Dark Hole', 'Mystical Space Typhoon', 'Trap Hole'], ...me_ },
  opp: { spellTraps: [{ card: 'Anti-Spell Fragrance', faceUp: true }], monsters: [{ card: 'Kuriboh' }], hand: ['Pot of Greed'], ...opp },
});
const can = (d: Duel, name: string, owner: 0 | 1 = 0) => legal(d, 'activate', idOf(d, name, owner)).length > 0;

describe('Anti-Spell Fragrance', () => {
  it('a Spell Card cannot be activated from the hand; it may be Set', () => {
    const d = fragrance();
    expect(can(d, 'Dark Hole')).toBe(false);
    expect(can(d, 'Mystical Space Typhoon')).toBe(false);
    expect(legal(d, 'setSpellTrap', idOf(d, 'Dark Hole'))).not.toEqual([]);
  });

  it("a Spell Set while it is face-up waits for its controller's next turn (not the opponent's turn in between)", () => {
    const d = fragrance();
    let x = passAll(play(d, { type: 'setSpellTrap', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'setSpellTrap', card: idOf(d, 'Dark Hole') }));
    expect(me(x).spellTraps.filter(Boolean)).toHaveLength(2);
    expect(can(x, 'Mystical Space Typhoon')).toBe(false);
    expect(can(x, 'Dark Hole')).toBe(false);
    // The opponent's turn: the Set Quick-Play Spell still waits; the opponent's own hand Spell is barred too.
    x = endTurn(x);
    expect(x.turnPlayer).toBe(1);
    expect(can(x, 'Pot of Greed', 1)).toBe(false);
    // (No window of its controller's is open in the opponent's Main Phase: the rule is asked directly.)
    const mst = idOf(x, 'Mystical Space Typhoon');
    expect(activationBarred(x, 0, mst, cardByName('Mystical Space Typhoon')!.effects![0]!)).toBe(true);
    // Its controller's next turn: both may be activated.
    x = endTurn(x);
    expect(x.turnPlayer).toBe(0);
    expect(activationBarred(x, 0, mst, cardByName('Mystical Space Typhoon')!.effects![0]!)).toBe(false);
    expect(can(x, 'Dark Hole')).toBe(true);
    expect(can(x, 'Mystical Space Typhoon')).toBe(true);
  });

  it('a Spell Set before it came face-up may be activated; Trap Cards are not affected', () => {
    const d = fragrance({ hand: ['Trap Hole'], spellTraps: [{ card: 'Dark Hole', faceUp: false }, { card: 'Jar of Greed', faceUp: false }] });
    expect(can(d, 'Dark Hole')).toBe(true);
    expect(can(d, 'Jar of Greed')).toBe(true);
  });

  it('without it, or once it has left the field, Spells are activated from the hand again', () => {
    const free = duelOf({ me: { hand: ['Dark Hole'] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    expect(can(free, 'Dark Hole')).toBe(true);
    // A Set Mystical Space Typhoon from an earlier turn destroys it: the hand Spell is free again.
    const d = fragrance({ spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }] });
    const mst = d.players[0].spellTraps[0]!.card;
    const x = passAll(play(d, { type: 'activate', card: mst }, { type: 'select', ids: [idOf(d, 'Anti-Spell Fragrance', 1)] }));
    expect(x.players[1].spellTraps.every((s) => s === null)).toBe(true);
    expect(can(x, 'Dark Hole')).toBe(true);
  });
});
