import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { whyIllegal } from '../../engine/reasons';
import { toBattle } from '../../engine/test/turns';

/*
 * Rivalry of Warlords (texts-2016): "Each player sends monsters they control to the Graveyard so that they only
 * control 1 Type of monster. Each player can only control 1 Type of monster."
 * goat/c504700158.lua (as official/c90846359.lua, but for cards with no Type): the activation resets the Type each
 * player keeps; EVENT_ADJUST (not in the Damage Step until damage is calculated) sends each player's face-up monsters
 * of other Types than the one kept to the Graveyard (REASON_RULE), the player announcing the Type when their face-up
 * monsters are of several Types and none is the one kept; EFFECT_CANNOT_SUMMON, EFFECT_CANNOT_FLIP_SUMMON and
 * EFFECT_FORCE_SPSUMMON_POSITION (face-down) for a monster of another Type than the player's face-up monsters.
 * Rule code `oneTypeOfMonster` (engine test: oneTypeOfMonster.test.ts).
 */

const RIVALRY = 'Rivalry of Warlords';
const set = (card: string) => ({ card, faceUp: false, position: 'defense' as const });
const activate = (d: Duel): Duel => play(d, { type: 'activate', card: idOf(d, RIVALRY) });
const choose = (d: Duel, option: string): Duel => play(d, { type: 'select', option });
const names = (monsters: ReadonlyArray<{ name: string } | null>): string[] => monsters.flatMap((m) => (m ? [m.name] : []));

describe('Rivalry of Warlords', () => {
  it('as it resolves, each player with face-up monsters of several Types chooses the one kept (its controller first); the others go to the Graveyard', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Marauding Captain' }, set('Mystical Elf')], spellTraps: [{ card: RIVALRY, faceUp: false }] },
      opp: { monsters: [{ card: 'Gemini Elf' }, { card: 'Summoned Skull' }, { card: 'Mystical Elf' }] },
    });
    let x = passAll(activate(d));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['Warrior', 'Fiend'] });
    x = choose(x, 'Warrior');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['Spellcaster', 'Fiend'] });
    x = passAll(choose(x, 'Fiend'));
    expect(x.flow.prompt).toBeNull();
    // Sent by the rules, not destroyed; a face-down monster of another Type stays.
    expect(names(me(x).monsters)).toEqual(['Celtic Guardian', 'Marauding Captain', 'Mystical Elf']);
    expect(me(x).graveyard).toEqual(['Feral Imp']);
    expect(names(opp(x).monsters)).toEqual(['Summoned Skull']);
    expect([...opp(x).graveyard].sort()).toEqual(['Gemini Elf', 'Mystical Elf']);
    expect(x.events.some((e) => e.type === 'destroyed')).toBe(false);
    // The Types kept are shown on the card (player 0's | player 1's).
    expect(me(x).spellTraps[0]).toMatchObject({ name: RIVALRY, faceUp: true });
    expect(x.players[0].spellTraps[0]).toMatchObject({ declared: 'Warrior|Fiend' });
  });

  it('a player whose face-up monsters are of 1 Type (or who has none) is asked nothing', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Marauding Captain' }], spellTraps: [{ card: RIVALRY, faceUp: false }] },
      opp: { monsters: [set('Feral Imp'), set('Gemini Elf')] },
    });
    const x = passAll(activate(d));
    expect(x.flow.prompt).toBeNull();
    expect(names(me(x).monsters)).toEqual(['Celtic Guardian', 'Marauding Captain']);
    expect(names(opp(x).monsters)).toEqual(['Feral Imp', 'Gemini Elf']);
    expect(x.players[0].spellTraps[0]).toMatchObject({ declared: 'Warrior|' });
  });

  it('a monster of another Type than your face-up monsters cannot be Normal (or Tribute) Summoned, with a reason; it can be Set', () => {
    const d = passAll(activate(duelOf({
      me: { hand: ['Feral Imp', 'Summoned Skull', 'Celtic Guardian'], monsters: [{ card: 'Marauding Captain' }], spellTraps: [{ card: RIVALRY, faceUp: false }] },
    })));
    const imp = idOf(d, 'Feral Imp');
    expect(legal(d, 'normalSummon', imp)).toEqual([]);
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull'))).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: imp, tributes: [] })).toMatch(/only 1 Type of monster/);
    expect(() => play(d, { type: 'normalSummon', card: imp, tributes: [] })).toThrow(/only 1 Type of monster/);
    expect(legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
    const x = play(d, { type: 'setMonster', card: imp, tributes: [] });
    expect(me(x).monsters[1]).toMatchObject({ name: 'Feral Imp', faceUp: false });
  });

  it('with no face-up monster, any Type may be Summoned; that Type is then the only one', () => {
    const d = passAll(activate(duelOf({ me: { hand: ['Feral Imp', 'Celtic Guardian'], spellTraps: [{ card: RIVALRY, faceUp: false }] } })));
    expect(legal(d, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
    expect(legal(d, 'normalSummon', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    expect(x.players[0].spellTraps[0]).toMatchObject({ declared: 'Fiend|' });
  });

  it('a Set monster of another Type cannot be Flip Summoned; one of the same Type can', () => {
    const d = passAll(activate(duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }, set('Feral Imp'), set('Marauding Captain')], spellTraps: [{ card: RIVALRY, faceUp: false }] },
    })));
    expect(legal(d, 'flipSummon', idOf(d, 'Feral Imp'))).toEqual([]);
    expect(whyIllegal(d, { type: 'flipSummon', card: idOf(d, 'Feral Imp') })).toMatch(/only 1 Type of monster/);
    expect(legal(d, 'flipSummon', idOf(d, 'Marauding Captain'))).toHaveLength(1);
  });

  it('a monster of another Type cannot be Special Summoned face-up (Monster Reborn offers it not); one of the same Type can', () => {
    const d = passAll(activate(duelOf({
      me: { hand: ['Monster Reborn'], monsters: [{ card: 'Celtic Guardian' }], graveyard: ['Feral Imp', 'Marauding Captain'], spellTraps: [{ card: RIVALRY, faceUp: false }] },
    })));
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Marauding Captain')] });
  });

  it('a Set monster of another Type flipped face-up goes to the Graveyard: the Type kept stays, no one is asked', () => {
    const d = passAll(activate(duelOf({
      me: { hand: ['Book of Taiyou'], monsters: [{ card: 'Celtic Guardian' }, set('Mystical Elf')], spellTraps: [{ card: RIVALRY, faceUp: false }] },
    })));
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Taiyou') }, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }));
    expect(x.flow.prompt).toBeNull();
    expect(names(me(x).monsters)).toEqual(['Celtic Guardian']);
    expect(me(x).graveyard).toContain('Mystical Elf');
  });

  it("a monster of another Type taken from the opponent goes to its owner's Graveyard at once", () => {
    const d = passAll(activate(duelOf({
      me: { hand: ['Change of Heart'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: RIVALRY, faceUp: false }] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    })));
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Change of Heart') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(names(me(x).monsters)).toEqual(['Celtic Guardian']);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
  });

  it('monsters of several Types turned face-up together, none of them the Type kept: their player chooses which stays', () => {
    const d = passAll(activate(duelOf({
      me: { hand: ['Swords of Revealing Light'], spellTraps: [{ card: RIVALRY, faceUp: false }] },
      opp: { monsters: [set('Feral Imp'), set('Gemini Elf'), set('Mystical Elf')] },
    })));
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Swords of Revealing Light') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1, options: ['Fiend', 'Spellcaster'] });
    x = passAll(choose(x, 'Spellcaster'));
    expect(names(opp(x).monsters)).toEqual(['Gemini Elf', 'Mystical Elf']);
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
    expect(x.players[0].spellTraps[0]).toMatchObject({ declared: '|Spellcaster' });
  });

  it('not in the Damage Step before damage is calculated: a flipped defender of another Type battles, then goes', () => {
    const d = passAll(activate(duelOf({
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: RIVALRY, faceUp: false }] },
      // A Set Rush Recklessly opens the windows of the Damage Step (the state is checked after each action).
      opp: { monsters: [{ card: 'Summoned Skull', position: 'defense' }, set('Mystical Elf')], spellTraps: [{ card: 'Rush Recklessly', faceUp: false }] },
    })));
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Celtic Guardian'), target: idOf(d, 'Mystical Elf', 1) });
    while (x.flow.window && summary(x).step !== 'damage') x = play(x, { type: 'pass' });
    // Before damage calculation: flipped face-up, still there.
    expect(summary(x).step).toBe('damage');
    expect(names(opp(x).monsters)).toEqual(['Summoned Skull', 'Mystical Elf']);
    x = passAll(x);
    // Mystical Elf (DEF 2000) was there for damage calculation: 600 damage to the attacker's player.
    expect(me(x).lp).toBe(8000 - 600);
    expect(names(opp(x).monsters)).toEqual(['Summoned Skull']);
    expect(opp(x).graveyard).toEqual(['Mystical Elf']);
  });

  it('once it leaves the field, the rule ends', () => {
    const d = passAll(activate(duelOf({
      me: { hand: ['Feral Imp', 'Mystical Space Typhoon'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: RIVALRY, faceUp: false }] },
    })));
    expect(legal(d, 'normalSummon', idOf(d, 'Feral Imp'))).toEqual([]);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon') }, { type: 'select', ids: [idOf(d, RIVALRY)] }));
    expect(me(x).graveyard).toContain(RIVALRY);
    expect(legal(x, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
  });

  it('while its effects are negated (Royal Decree), no rule holds: no Summon refused, nothing sent', () => {
    const d = duelOf({
      me: { hand: ['Feral Imp', 'Book of Taiyou'], monsters: [{ card: 'Celtic Guardian' }, set('Mystical Elf')], spellTraps: [{ card: RIVALRY, faceUp: true }, { card: 'Royal Decree', faceUp: true }] },
    });
    expect(legal(d, 'normalSummon', idOf(d, 'Feral Imp'))).toHaveLength(1);
    const alone = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: RIVALRY, faceUp: true }] } });
    expect(legal(alone, 'normalSummon', idOf(alone, 'Feral Imp'))).toEqual([]);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Taiyou') }, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }));
    expect(x.flow.prompt).toBeNull();
    expect(names(me(x).monsters)).toEqual(['Celtic Guardian', 'Mystical Elf']);
  });
});
