import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * Spell/Trap Cards linked to a monster (issue 32 §4), rule code `destroysLinkedMonster`: a card that
 * leaves the field while linked (a Continuous Trap that Summoned it) or equipped to a monster takes that
 * monster with it when its text says so: "When this card leaves the field, destroy that target" (Call of
 * the Haunted), "When this card is destroyed, destroy the equipped monster" (Premature Burial). The
 * other way round, "When that target is destroyed, destroy this card" (`destroyedWithLinked`), and an
 * Equip Card whose monster is destroyed is destroyed (rulebook v9.1 "Equip Spell Cards": "If the
 * equipped monster is destroyed, flipped face-down, or removed from the field, its Equip Cards are destroyed").
 */

describe('Cards linked to a monster', () => {
  it('cards destroyed together each take their linked monster: Heavy Storm on Call of the Haunted and Premature Burial', () => {
    const d = duelOf({
      me: { hand: ['Premature Burial'], spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], graveyard: ['Summoned Skull', 'Dark Magician'] },
      opp: { hand: ['Heavy Storm'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Premature Burial') }, { type: 'select', ids: [idOf(d, 'Dark Magician')] }));
    expect(me(x).monsters.filter((s) => s !== null).map((s) => s!.name)).toEqual(['Summoned Skull', 'Dark Magician']);
    x = endTurn(x);
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Heavy Storm', 1) }));
    expect(me(y).monsters.every((s) => s === null)).toBe(true);
    expect([...me(y).graveyard].sort()).toEqual(['Call of the Haunted', 'Dark Magician', 'Premature Burial', 'Summoned Skull']);
  });

  it('a card that leaves the field while linked to no monster destroys nothing', () => {
    // Set, never activated: linked to nothing.
    const d = duelOf({ me: { spellTraps: [{ card: 'Call of the Haunted', faceUp: false }], monsters: [{ card: 'Summoned Skull' }] }, opp: { hand: ['Mystical Space Typhoon'] } });
    const x = endTurn(d);
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Call of the Haunted')] }));
    expect(me(y).graveyard).toEqual(['Call of the Haunted']);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  // Shadow Spell: "When it leaves the field, destroy this card" (rule code `destroyedWhenLinkedLeaves`),
  // where Spellbinding Circle's "When that monster is destroyed" (`destroyedWithLinked`) keeps the card.
  it('destroyedWhenLinkedLeaves: the card goes when its monster leaves the field, destroyed or not; destroyedWithLinked only when it is destroyed', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Shadow Spell', faceUp: false }, { card: 'Spellbinding Circle', faceUp: false }], monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Shadow Spell') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Spellbinding Circle') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    x = passAll(play(x, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }));
    while (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(x).graveyard).toEqual(['Shadow Spell']);
    expect(me(x).spellTraps[1]).toMatchObject({ name: 'Spellbinding Circle', faceUp: true });
  });

  // Xing Zhen Hu: "The selected Spell or Trap Cards cannot be activated": a card keeping cards as its
  // targets (SpellTrapSlot.keeps) applies its rules to those still on the field while it stays face-up.
  it('kept targets: the card keeps the cards it targeted while they stay on the field, dropping one that leaves', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: 'Xing Zhen Hu', faceUp: false }], hand: ['Mystical Space Typhoon'] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }] },
    });
    const [force, cylinder] = [idOf(d, 'Mirror Force', 1), idOf(d, 'Magic Cylinder', 1)];
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Xing Zhen Hu') }, { type: 'select', ids: [force] }, { type: 'select', ids: [cylinder] }));
    expect(x.players[0].spellTraps[0]!.keeps).toEqual([force, cylinder]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [cylinder] }));
    expect(x.players[0].spellTraps[0]!.keeps).toEqual([force]);
  });
});
