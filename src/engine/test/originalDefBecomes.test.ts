import { describe, expect, it } from 'vitest';
import { type Duel } from '..';
import { duelOf, idOf, me, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * "The original DEF of those monsters becomes 0" (Curse of Anubis): recorded rule `originalDefBecomes`, about a
 * face-up monster, its key the new original DEF. Other changes add to it (an Equip Spell's DEF); it is gone once
 * the rule's duration is over, and as the monster leaves the field.
 */
const withRule = (d: Duel, card: string, key = '0'): Duel => ({
  ...d,
  rules: [...d.rules, { code: 'originalDefBecomes', player: 0, card, key, lasts: { kind: 'thisTurn', turn: d.turn } }],
});

describe('originalDefBecomes', () => {
  it("the monster's original DEF becomes the rule's number; other changes add to it", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mystical Elf', position: 'defense' }], hand: ['Book of Secret Arts'] } });
    const elf = idOf(d, 'Mystical Elf');
    let x = withRule(d, elf);
    expect(me(x).monsters[0]).toMatchObject({ atk: 800, def: 0 });
    // Book of Secret Arts: +300 ATK and DEF to a Spellcaster.
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Book of Secret Arts') }, { type: 'select', ids: [elf] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1100, def: 300 });
    expect(me(withRule(d, elf, '1234')).monsters[0]).toMatchObject({ def: 1234 });
  });

  it('ends with its duration: the next turn the printed DEF is back', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Mystical Elf', position: 'defense' }] } });
    const x = endTurn(withRule(d, idOf(d, 'Mystical Elf')));
    expect(me(x).monsters[0]).toMatchObject({ def: 2000 });
    expect(x.rules).toEqual([]);
  });
});
