import { describe, expect, it } from 'vitest';
import type { Duel } from '..';
import { duelOf, idOf, legal, me, passAll, play } from './dsl';
import { refusalOf, whyIllegal } from '../reasons';

/*
 * Rule code `oneTypeOfMonster` (field, asked about a player): "each player can only control 1 Type of monster"
 * (Rivalry of Warlords; goat/c504700158.lua: EFFECT_CANNOT_SUMMON, EFFECT_CANNOT_FLIP_SUMMON and
 * EFFECT_FORCE_SPSUMMON_POSITION face-down, for a monster of another Type than the player's face-up monsters, asked
 * as the Summon is declared; EVENT_ADJUST sending the others). One predicate, summon.ts `faceUpRefusal` (continuous.ts
 * `typeBarred`), answers every face-up Summon and gives the refusal `anotherType`; a Set and a face-down Special
 * Summon are not held; the state check (stateCheck.ts `sendOtherTypesToGraveyard`) sends face-up monsters of other
 * Types than the one kept. The card's own clauses: src/cards/trap/c90846359.test.ts.
 */

const set = (card: string) => ({ card, faceUp: false, position: 'defense' as const });
const underRivalry = (s: Parameters<typeof duelOf>[0]): Duel => {
  const d = duelOf({ ...s, me: { ...s.me, spellTraps: [{ card: 'Rivalry of Warlords', faceUp: false }] } });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Rivalry of Warlords') }));
};

describe('oneTypeOfMonster', () => {
  it('refuses a face-up Normal, Tribute or Flip Summon of another Type, in words (refusal anotherType); a Set is allowed', () => {
    const d = underRivalry({ me: { hand: ['Feral Imp', 'Summoned Skull', 'Dark Magician'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Marauding Captain' }, set('Mystical Elf')] } });
    const imp = idOf(d, 'Feral Imp');
    expect(refusalOf(d, { type: 'normalSummon', card: imp, tributes: [] })).toBe('anotherType');
    expect(whyIllegal(d, { type: 'flipSummon', card: idOf(d, 'Mystical Elf') })).toMatch(/only 1 Type of monster, and your face-up monsters are of another Type than Mystical Elf/);
    // Asked as the Summon is declared, with the Tributes still there: Tributing every Warrior does not allow a Fiend.
    const tributes = [idOf(d, 'Celtic Guardian'), idOf(d, 'Marauding Captain')];
    expect(refusalOf(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: tributes.slice(0, 1) })).toBe('anotherType');
    expect(refusalOf(d, { type: 'normalSummon', card: idOf(d, 'Dark Magician'), tributes })).toBe('anotherType');
    expect(legal(d, 'setMonster', idOf(d, 'Dark Magician')).length).toBeGreaterThan(0);
    expect(legal(d, 'setMonster', imp)).toHaveLength(1);
  });

  it('a face-down Special Summon of another Type is allowed and the monster stays (The Shallow Grave)', () => {
    const d = underRivalry({ me: { hand: ['The Shallow Grave'], monsters: [{ card: 'Celtic Guardian' }], graveyard: ['Feral Imp'] }, opp: { graveyard: ['Mystical Elf'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'The Shallow Grave') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', ids: [idOf(d, 'Mystical Elf', 1)] });
    x = passAll(x);
    expect(me(x).monsters.filter(Boolean)).toEqual([expect.objectContaining({ name: 'Celtic Guardian' }), expect.objectContaining({ name: 'Feral Imp', faceUp: false })]);
  });

  it("where face-up is barred, \"face-up Attack or face-down Defense\" is not asked: it comes face-down (Cyber Jar)", () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Cyber Jar', faceUp: false, position: 'defense' }], spellTraps: [{ card: 'Rivalry of Warlords', faceUp: true }], deck: ['Feral Imp', 'Celtic Guardian'] },
      opp: { deck: ['Mystical Elf', 'Feral Imp'] },
    });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') });
    const asked: number[] = [];
    while (x.flow.prompt?.kind === 'chooseOption') {
      asked.push(x.flow.prompt.player);
      x = play(x, { type: 'select', option: 'attack' });
    }
    // Each player is asked for their first monster only: the second, of another Type, can only come face-down.
    expect(asked).toEqual([0, 1]);
    expect(me(x).monsters.filter(Boolean)).toEqual([
      expect.objectContaining({ name: 'Feral Imp', faceUp: true }),
      expect.objectContaining({ name: 'Celtic Guardian', faceUp: false }),
    ]);
  });

  it('a face-up Special Summon of another Type is refused: a Fusion Summon is not offered', () => {
    const hand = { hand: ['Polymerization', 'Monster Egg', 'Hinotama Soul'], extra: ['Charubin the Fire Knight'] };
    const d = underRivalry({ me: { ...hand, monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
    // A Pyro on the field instead: Charubin the Fire Knight (Pyro) may be Fusion Summoned.
    const pyro = underRivalry({ me: { ...hand, monsters: [{ card: 'Charubin the Fire Knight' }] } });
    expect(legal(pyro, 'activate', idOf(pyro, 'Polymerization'))).toHaveLength(1);
  });

  it('a Token of another Type is not made (a Token is always face-up)', () => {
    const d = underRivalry({ me: { hand: ['Scapegoat'], monsters: [{ card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat') }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Celtic Guardian']);
    // Not made at all (not made and then sent by the state check).
    expect(x.events.some((e) => e.type === 'specialSummoned')).toBe(false);
    const beasts = underRivalry({ me: { hand: ['Scapegoat'] } });
    const y = passAll(play(beasts, { type: 'activate', card: idOf(beasts, 'Scapegoat') }));
    expect(me(y).monsters.filter(Boolean)).toHaveLength(4);
  });

  it("the state check keeps each player's Type on the rule's source and sends face-up monsters of other Types", () => {
    const d = underRivalry({ me: { hand: ['Book of Taiyou'], monsters: [{ card: 'Celtic Guardian' }, set('Feral Imp')] } });
    expect(d.players[0].spellTraps[0]).toMatchObject({ declared: 'Warrior|' });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Taiyou') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Feral Imp', 'Book of Taiyou']));
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'sentToGraveyard', card: idOf(d, 'Feral Imp') }));
  });
});
