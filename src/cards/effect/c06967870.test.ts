import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Dark Scorpion - Cliff the Trap Remover (texts-2016): "When this card inflicts Battle Damage to your
 * opponent, you can activate 1 of these effects: ● Target 1 Spell/Trap Card on the field; destroy that
 * target. ● Send the top 2 cards of their Deck to the Graveyard." Two Triggers of one group (`oneOf`):
 * once one is activated, the other is not offered.
 */
const CLIFF = 'Dark Scorpion - Cliff the Trap Remover';
const OPP_DECK = ['Kuriboh', 'Fissure', 'Waboku', 'Trap Hole'];

function hit(opp: Record<string, unknown> = {}): Duel {
  const d = duelOf({ me: { monsters: [{ card: CLIFF }] }, opp: { deck: OPP_DECK, spellTraps: [{ card: 'Mirror Force', faceUp: false }], ...opp } });
  return passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, CLIFF), target: 'direct' }));
}
const answer = (d: Duel, option: string): Duel => play(d, { type: 'select', option });

describe('Dark Scorpion - Cliff the Trap Remover', () => {
  it('inflicting battle damage: target 1 Spell or Trap Card on the field and destroy it', () => {
    let x = hit();
    expect(opp(x).lp).toBe(8000 - 1200);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(x.flow.prompt && 'reason' in x.flow.prompt && x.flow.prompt.reason).toContain('Destroy 1 Spell or Trap Card');
    x = answer(x, 'yes');
    // The other effect is not offered once this one is taken: the target is asked next.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Mirror Force', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
    expect(opp(x).deck).toBe(OPP_DECK.length);
  });

  it("or: send the top 2 cards of the opponent's Deck to the Graveyard", () => {
    let x = answer(hit(), 'no');
    expect(x.flow.prompt && 'reason' in x.flow.prompt && x.flow.prompt.reason).toContain("Send the top 2 cards");
    x = passAll(answer(x, 'yes'));
    expect(opp(x).graveyard).toEqual(['Kuriboh', 'Fissure']);
    expect(opp(x).spellTraps[0]).toMatchObject({ name: 'Mirror Force' });
  });

  it('both declined, nothing happens', () => {
    const x = passAll(answer(answer(hit(), 'no'), 'no'));
    expect(opp(x).graveyard).toEqual([]);
    expect(x.flow.prompt).toBeNull();
  });

  it('with no Spell or Trap Card on the field, only the Deck effect is offered; with fewer than 2 cards in their Deck, only the destruction', () => {
    const bare = hit({ spellTraps: [] });
    expect(bare.flow.prompt && 'reason' in bare.flow.prompt && bare.flow.prompt.reason).toContain('Send the top 2 cards');
    const thin = hit({ deck: ['Kuriboh'] });
    let x = answer(thin, 'no');
    expect(x.flow.prompt).toBeNull();
    x = passAll(x);
    expect(opp(x).deck).toBe(1);
  });

  it('no battle damage, no effect', () => {
    const d = duelOf({ me: { monsters: [{ card: CLIFF }] }, opp: { deck: OPP_DECK, monsters: [{ card: 'Big Shield Gardna', position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    const x = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, CLIFF), target: idOf(d, 'Big Shield Gardna', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).lp).toBe(8000 - 1400);
  });
});
