import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '..';
import { duelOf, idOf, legal } from './dsl';
import { whyIllegal } from '../reasons';

/*
 * Rule code cannotBePlayed: a player cannot play a card at all: Normal Summon, Set (monster or Spell/Trap),
 * Special Summon (by a procedure, or by an effect from anywhere) or activate it as a card. Asked where the
 * LP cost to play a card is (continuous.ts playCostRefusal, refusal cannotBePlayed), and by every Special
 * Summon an effect makes (effects/context.ts specialSummon, maySpecialSummonByEffect). Its card: Prohibition,
 * here placed face-up with its declared name and nothing kept (every card of that name is affected).
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');
const prohibited = (name: string, me: Parameters<typeof duelOf>[0]['me'] = {}, opp: Parameters<typeof duelOf>[0]['opp'] = {}): Duel =>
  duelOf({ me: { deck: DECK, ...me, spellTraps: [{ card: 'Prohibition', faceUp: true, declared: name }] }, opp: { deck: DECK, ...opp } });
const activates = (d: Duel, card: string) => legalActions(d).some((a) => a.type === 'activate' && a.card === card);

describe('cannot be played', () => {
  it('no Normal Summon or Set of the card, with the refusal in words', () => {
    const d = prohibited('Sangan', { hand: ['Sangan'] });
    expect(legal(d, 'normalSummon', idOf(d, 'Sangan'))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, 'Sangan'))).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: idOf(d, 'Sangan'), tributes: [] })).toMatch(/stops Sangan being played/);
  });

  it('no activation of a Spell from the hand, and no Set of it', () => {
    const d = prohibited('Pot of Greed', { hand: ['Pot of Greed'] });
    expect(activates(d, idOf(d, 'Pot of Greed'))).toBe(false);
    expect(legal(d, 'setSpellTrap', idOf(d, 'Pot of Greed'))).toEqual([]);
  });

  it("no Special Summon by a Summon procedure (Lava Golem's)", () => {
    const d = prohibited('Lava Golem', { hand: ['Lava Golem'] }, { monsters: [{ card: 'Kuriboh' }, { card: 'Sangan' }] });
    expect(legal(d, 'specialSummon', idOf(d, 'Lava Golem'))).toEqual([]);
    const free = prohibited('Kuriboh', { hand: ['Lava Golem'] }, { monsters: [{ card: 'Kuriboh' }, { card: 'Sangan' }] });
    expect(legal(free, 'specialSummon', idOf(free, 'Lava Golem')).length).toBeGreaterThan(0);
  });

  it('no Special Summon by an effect, from the Graveyard: not offered as a target', () => {
    const d = prohibited('Sangan', { hand: ['Monster Reborn'] }, { graveyard: ['Sangan'] });
    // The one monster in a Graveyard cannot be Summoned: Monster Reborn has no target.
    expect(activates(d, idOf(d, 'Monster Reborn'))).toBe(false);
    const e = prohibited('Kuriboh', { hand: ['Monster Reborn'] }, { graveyard: ['Sangan'] });
    expect(activates(e, idOf(e, 'Monster Reborn'))).toBe(true);
  });
});
