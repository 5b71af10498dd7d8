import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import type { ScenarioPlayer } from '../../engine/scenario';

/*
 * Dark Magician of Chaos (texts-2016): "During the End Phase, if this card was Normal or Special Summoned
 * this turn: You can target 1 Spell Card in your Graveyard; add it to your hand. You can only use this
 * effect of "Dark Magician of Chaos" once per turn. If this card destroys an opponent's monster by battle,
 * after damage calculation: Banish that opponent's monster. If this face-up card would leave the field,
 * banish it instead." GOAT (pre-errata/c511001039.lua): the Spell comes back when it is Normal or Special
 * Summoned; any monster it destroys by battle is banished; its own banishing is negated with its effects.
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const DMOC = 'Dark Magician of Chaos';

function chaos(format: 'advanced' | 'goat', me: ScenarioPlayer, opp: ScenarioPlayer = {}): Duel {
  return duelOf({ format, me: { deck: DECK, ...me }, opp: { deck: DECK, ...opp } });
}
const tributeSummon = (d: Duel): Duel =>
  play(d, { type: 'normalSummon', card: idOf(d, DMOC), tributes: [idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp')] });
const toEndPhase = (d: Duel): Duel => passAll(play(d, { type: 'nextPhase', to: 'end' }));
/** Answers the open yes/no and card prompts: yes, then the given card. */
function recover(d: Duel, spell: string): Duel {
  let x = play(d, { type: 'select', option: 'yes' });
  x = play(x, { type: 'select', ids: [idOf(d, spell)] });
  return passAll(x);
}
/** The duel with the player's first monster's effects negated (as a negation would leave it). */
function negated(d: Duel): Duel {
  const x = JSON.parse(JSON.stringify(d)) as { players: { monsters: ({ effectsNegated?: boolean } | null)[] }[] };
  x.players[0]!.monsters[0]!.effectsNegated = true;
  return x as unknown as Duel;
}

describe('Dark Magician of Chaos', () => {
  it('in the End Phase of the turn it was Normal Summoned, adds a targeted Spell Card from your Graveyard to your hand', () => {
    const d = chaos('advanced', { hand: [DMOC], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], graveyard: ['Dark Hole', 'Trap Hole'] });
    const x = passAll(tributeSummon(d));
    // Nothing set off by the Summon itself.
    expect(x.flow.prompt).toBeNull();
    let y = toEndPhase(x);
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    y = play(y, { type: 'select', option: 'yes' });
    // Only the Spell Card may be targeted.
    expect(y.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Hole')] });
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Dark Hole')] }));
    expect(me(y).hand).toContain('Dark Hole');
    expect(me(y).graveyard).not.toContain('Dark Hole');
  });

  it('does nothing in the End Phase if it was not Summoned this turn, nor with no Spell Card in the Graveyard', () => {
    const earlier = toEndPhase(chaos('advanced', { monsters: [{ card: DMOC }], graveyard: ['Dark Hole'] }));
    expect(earlier.flow.prompt).toBeNull();
    expect(me(earlier).graveyard).toContain('Dark Hole');
    const d = chaos('advanced', { hand: [DMOC], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], graveyard: ['Trap Hole'] });
    expect(toEndPhase(passAll(tributeSummon(d))).flow.prompt).toBeNull();
  });

  it('banishes an opponent\'s monster it destroys by battle instead of sending it to the Graveyard', () => {
    const d = chaos('advanced', { monsters: [{ card: DMOC }] }, { monsters: [{ card: 'Summoned Skull' }] });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, DMOC), target: idOf(d, 'Summoned Skull', 1) }));
    expect(opp(x).banished).toEqual(['Summoned Skull']);
    expect(opp(x).graveyard).toEqual([]);
    expect(opp(x).lp).toBe(8000 - 300);
  });

  it('is banished instead of going to the Graveyard when destroyed by a card effect, even with its effects negated', () => {
    const d = chaos('advanced', { monsters: [{ card: DMOC }], hand: ['Dark Hole'] });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).banished).toEqual([DMOC]);
    expect(me(x).graveyard).toEqual(['Dark Hole']);
    const n = negated(d);
    const y = passAll(play(n, { type: 'activate', card: idOf(n, 'Dark Hole') }));
    expect(me(y).banished).toEqual([DMOC]);
  });

  it('is banished instead of returning to the hand, and when Tributed', () => {
    const d = chaos('advanced', { monsters: [{ card: DMOC }], spellTraps: [{ card: 'Compulsory Evacuation Device', faceUp: false }] });
    let x = play(d, { type: 'activate', card: idOf(d, 'Compulsory Evacuation Device') });
    while (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, DMOC)] });
    x = passAll(x);
    expect(me(x).hand).toEqual([]);
    expect(me(x).banished).toEqual([DMOC]);
    const t = chaos('advanced', { monsters: [{ card: DMOC }, { card: 'Feral Imp' }], hand: ['Summoned Skull'] });
    const tributed = passAll(play(t, { type: 'normalSummon', card: idOf(t, 'Summoned Skull'), tributes: [idOf(t, DMOC)] }));
    expect(me(tributed).banished).toEqual([DMOC]);
    expect(me(tributed).graveyard).toEqual([]);
  });

  it('goes to the Graveyard if it leaves the field face-down', () => {
    const d = chaos('advanced', { monsters: [{ card: DMOC, faceUp: false, position: 'defense' }], hand: ['Dark Hole'] });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).graveyard).toContain(DMOC);
    expect(me(x).banished).toEqual([]);
  });

  describe('GOAT (April 2005)', () => {
    it('when Normal Summoned, adds a targeted Spell Card from your Graveyard to your hand at once', () => {
      const d = chaos('goat', { hand: [DMOC], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], graveyard: ['Dark Hole', 'Trap Hole'] });
      const x = passAll(tributeSummon(d));
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
      const y = recover(x, 'Dark Hole');
      expect(me(y).hand).toContain('Dark Hole');
      // No End Phase effect in this era.
      expect(toEndPhase(y).flow.prompt).toBeNull();
    });

    it('when Special Summoned too (Monster Reborn)', () => {
      const d = chaos('goat', { hand: ['Monster Reborn'], graveyard: [DMOC, 'Dark Hole'] });
      let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
      while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, DMOC)] });
      x = passAll(x);
      while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('attack')) x = passAll(play(x, { type: 'select', option: 'attack' }));
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
      const y = recover(x, 'Monster Reborn');
      expect(me(y).hand).toEqual(['Monster Reborn']);
    });

    it('banishes a monster it destroys by battle', () => {
      const d = chaos('goat', { monsters: [{ card: DMOC }] }, { monsters: [{ card: 'Summoned Skull' }] });
      let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
      x = passAll(play(x, { type: 'attack', card: idOf(d, DMOC), target: idOf(d, 'Summoned Skull', 1) }));
      expect(opp(x).banished).toEqual(['Summoned Skull']);
    });

    it('is banished as it leaves the field, but not while its effects are negated', () => {
      const d = chaos('goat', { monsters: [{ card: DMOC }], hand: ['Dark Hole'] });
      const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
      expect(me(x).banished).toEqual([DMOC]);
      const n = negated(d);
      const y = passAll(play(n, { type: 'activate', card: idOf(n, 'Dark Hole') }));
      expect(me(y).graveyard).toContain(DMOC);
      expect(me(y).banished).toEqual([]);
      expect(legal(n, 'activate')).not.toEqual([]);
    });
  });
});
