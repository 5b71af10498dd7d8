import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Curse of Royal (texts-2016): "Negate the activation and the effect of a Spell or Trap Card that includes
 * the effect of destroying 1 Spell or Trap Card and destroy it." Counter Trap. What the activation would
 * destroy is what it declared as it was activated (engine: `ChainLink.affects.destroy`): exactly 1 card, a
 * Spell or Trap Card on the field. The later script (official/c2926176.lua) also asks that the activation
 * target exactly 1 card; the GOAT one (goat/c504700133.lua) does not ("can be used against solemn, seven
 * tools, etc"): a Counter Trap negating a card would destroy that 1 card.
 */
const CURSE = { card: 'Curse of Royal', faceUp: false };
const curse = (d: Duel) => legal(d, 'activate', idOf(d, 'Curse of Royal'));

describe.each([['advanced' as const], ['goat' as const]])('Curse of Royal (%s)', (format) => {
  const at = (s: Parameters<typeof duelOf>[0]) => duelOf({ ...s, ...(format === 'goat' ? { format } : {}) });

  it('negates a Spell that targets and would destroy 1 Spell or Trap Card, and destroys it', () => {
    const d = at({ turnPlayer: 1, me: { spellTraps: [CURSE, { card: 'Waboku', faceUp: false }] }, opp: { hand: ['Mystical Space Typhoon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Waboku')] });
    expect(curse(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Curse of Royal') }));
    expect(x.flow.chain).toEqual([]);
    expect(me(x).spellTraps.filter(Boolean).map((s) => s!.name)).toEqual(['Waboku']);
    expect(me(x).graveyard).toEqual(['Curse of Royal']);
    expect(opp(x).graveyard).toEqual(['Mystical Space Typhoon']);
  });

  it('is not offered for a card that would destroy more than 1 Spell or Trap Card (Heavy Storm)', () => {
    const d = at({ turnPlayer: 1, me: { spellTraps: [CURSE, { card: 'Waboku', faceUp: false }] }, opp: { hand: ['Heavy Storm'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(curse(x)).toEqual([]);
  });

  it('is not offered for a card that would destroy a monster (Fissure)', () => {
    const d = at({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [CURSE, { card: 'Waboku', faceUp: false }] },
      opp: { hand: ['Fissure'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(curse(x)).toEqual([]);
  });

  it(format === 'goat'
    ? 'negates a Counter Trap that would destroy 1 Spell Card without targeting it (Magic Jammer)'
    : 'is not offered for a card that destroys 1 Spell Card without targeting it (Magic Jammer)', () => {
    const d = at({
      turnPlayer: 0,
      me: { hand: ['Pot of Greed'], spellTraps: [CURSE], deck: ['Feral Imp', 'Feral Imp', 'Feral Imp'] },
      opp: { hand: ['Celtic Guardian'], spellTraps: [{ card: 'Magic Jammer', faceUp: false }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed') });
    x = play(x, { type: 'activate', card: idOf(d, 'Magic Jammer', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian', 1)] });
    if (format !== 'goat') {
      // Nothing to answer with: the Chain resolved, Pot of Greed negated, Curse of Royal still Set.
      expect(x.flow.chain).toEqual([]);
      expect(me(x).hand).toEqual([]);
      expect(me(x).spellTraps[0]?.name).toBe('Curse of Royal');
      return;
    }
    expect(x.flow.chain).toHaveLength(2);
    expect(curse(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Curse of Royal') }));
    // Magic Jammer negated and destroyed: Pot of Greed resolves.
    expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Magic Jammer']);
    expect(me(x).hand).toEqual(['Feral Imp', 'Feral Imp']);
  });
});
