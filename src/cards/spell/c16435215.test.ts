import { describe, expect, it } from 'vitest';
import { viewFor } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Dragged Down into the Grave: "Both players reveal their hands, discard 1 card from their opponent's hand to the Graveyard, then draw 1 card."
describe('Dragged Down into the Grave', () => {
  it("each player sees the other's hand and discards 1 card of it; then each draws 1", () => {
    const d = duelOf({ me: { hand: ['Dragged Down into the Grave', 'Dark Hole', 'Feral Imp'], deck: ['Kuriboh'] }, opp: { hand: ['Mirror Force', 'Summoned Skull'], deck: ['Pot of Greed'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dragged Down into the Grave') });
    x = passAll(x);
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.player === 0 && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Mirror Force', 1), idOf(d, 'Summoned Skull', 1)].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.player === 1 && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Dark Hole'), idOf(d, 'Feral Imp')].sort());
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Hole')] });
    // Each hand was shown to the other player.
    expect(viewFor(x, 0).events.map((e) => e.text).join('\n')).toContain('Summoned Skull');
    expect(viewFor(x, 1).events.map((e) => e.text).join('\n')).toContain('Feral Imp');
    x = passAll(x);
    expect(me(x).hand.sort()).toEqual(['Feral Imp', 'Kuriboh']);
    expect(opp(x).hand.sort()).toEqual(['Pot of Greed', 'Summoned Skull']);
    expect(me(x).graveyard.sort()).toEqual(['Dark Hole', 'Dragged Down into the Grave']);
    expect(opp(x).graveyard).toEqual(['Mirror Force']);
  });
});
