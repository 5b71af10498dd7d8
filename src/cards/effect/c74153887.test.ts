import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Dark Scorpion - Meanae the Thorn (texts-2016): "When this card inflicts Battle Damage to your opponent's Life
 * Points, you can select and activate 1 of the following effects: ● Add 1 card that includes "Dark Scorpion" in
 * its card name, or is named "Cliff the Trap Remover", from your Deck to your hand. ● Add 1 card that includes
 * "Dark Scorpion" in its card name, or is named "Cliff the Trap Remover", from your Graveyard to your hand."
 * Two Triggers of one group (`oneOf`), as ygopro's script; the Graveyard one targets (`official/c74153887.lua`).
 * The GOAT script (`goat/c504700125.lua`) differs only in showing the Deck when nothing fits (docs/goat.md).
 */
const MEANAE = 'Dark Scorpion - Meanae the Thorn';
const CLIFF = 'Dark Scorpion - Cliff the Trap Remover';

function hit(mine: Record<string, unknown> = {}): Duel {
  const d = duelOf({ me: { monsters: [{ card: MEANAE }], deck: [CLIFF, 'Don Zaloog', 'Kuriboh'], ...mine }, opp: { deck: ['Kuriboh', 'Kuriboh'] } });
  return passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, MEANAE), target: 'direct' }));
}
const answer = (d: Duel, option: string): Duel => play(d, { type: 'select', option });
const reason = (d: Duel): string => (d.flow.prompt && 'reason' in d.flow.prompt ? String(d.flow.prompt.reason) : '');

describe('Dark Scorpion - Meanae the Thorn', () => {
  it('inflicting battle damage: add 1 "Dark Scorpion" card from the Deck to the hand (only such cards are offered)', () => {
    let x = hit();
    expect(opp(x).lp).toBe(8000 - 1000);
    expect(reason(x)).toContain('from your Deck');
    x = answer(x, 'yes');
    // The other effect is not offered once this one is taken.
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    if (x.flow.prompt?.kind !== 'chooseCard') throw new Error('no choice');
    expect(x.flow.prompt.cards).toEqual([idOf(x, CLIFF)]);
    x = passAll(play(x, { type: 'select', ids: [idOf(x, CLIFF)] }));
    expect(me(x).hand).toEqual([CLIFF]);
    expect(me(x).deck).toBe(2);
  });

  it('or: target 1 "Dark Scorpion" card in the Graveyard and add it to the hand', () => {
    let x = hit({ graveyard: [CLIFF, 'Don Zaloog'] });
    x = answer(x, 'no');
    expect(reason(x)).toContain('from your Graveyard');
    x = answer(x, 'yes');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    if (x.flow.prompt?.kind !== 'chooseCard') throw new Error('no choice');
    // The copy in the Graveyard (the Deck holds another).
    const inGraveyard = x.players[0].graveyard[0]!;
    expect(x.flow.prompt.cards).toEqual([inGraveyard]);
    x = passAll(play(x, { type: 'select', ids: [inGraveyard] }));
    expect(me(x).hand).toEqual([CLIFF]);
    expect(me(x).graveyard).toEqual(['Don Zaloog']);
    expect(me(x).deck).toBe(3);
  });

  it('with no fitting card in the Deck, only the Graveyard effect is offered; with none anywhere, nothing', () => {
    const deckless = hit({ deck: ['Kuriboh'], graveyard: [CLIFF] });
    expect(reason(deckless)).toContain('from your Graveyard');
    const none = hit({ deck: ['Kuriboh'], graveyard: ['Don Zaloog'] });
    expect(none.flow.prompt).toBeNull();
    expect(me(none).hand).toEqual([]);
  });

  it('both declined, nothing happens; no battle damage, no effect', () => {
    const x = passAll(answer(answer(hit({ graveyard: [CLIFF] }), 'no'), 'no'));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
    const d = duelOf({ me: { monsters: [{ card: MEANAE }], deck: [CLIFF] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    const y = passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, MEANAE), target: idOf(d, 'Big Shield Gardna', 1) }));
    expect(y.flow.prompt).toBeNull();
    expect(me(y).hand).toEqual([]);
  });
});
