import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';

/*
 * "Negate any card effect that would move a card in the Graveyard, other than itself, to a different
 * place" (Necrovalley; rule code `locksGraveyard`, ygopro's EFFECT_NECRO_VALLEY and its EVENT_CHAIN_SOLVING
 * negation). Two readers: a Chain Link that declares a move (Special Summon, to the hand or Deck, banish,
 * search) and targets a card still in a Graveyard resolves doing nothing (chain.ts `movesLockedTarget`);
 * an effect resolving moves no such card and offers none in its choices (effects/context.ts
 * `mayLeaveGraveyard`: addToHand, returnToHand, returnToDeck, specialSummon, banish). Costs are not effects.
 */
const NV = { card: 'Necrovalley', faceUp: true };

describe('Cards held in the Graveyard', () => {
  it('a non-targeting choice while resolving leaves out the cards held there: Illusion Magic adds only the Deck\'s Dark Magician', () => {
    const d = duelOf({ me: { field: NV, hand: ['Illusion Magic'], monsters: [{ card: 'Mystical Elf' }], graveyard: ['Dark Magician'], deck: ['Dark Magician', 'Celtic Guardian', 'Celtic Guardian'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Illusion Magic') }, { type: 'select', ids: [idOf(d, 'Mystical Elf')] }));
    const [inGraveyard, inDeck] = [d.players[0].graveyard[0]!, d.players[0].deck[0]!];
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([inDeck]);
    x = passAll(play(x, { type: 'select', ids: [inDeck] }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual(['Dark Magician']);
    expect(x.players[0].graveyard).toContain(inGraveyard);
  });

  it('a face-down Necrovalley holds nothing: Monster Reborn revives', () => {
    const d = duelOf({ me: { field: { card: 'Necrovalley', faceUp: false }, hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', option: 'attack' }));
    expect(me(x).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
  });

  it("the opponent's Monster Reborn on my Graveyard's monster is negated too (either Graveyard)", () => {
    const d = duelOf({ turnPlayer: 1, me: { field: NV, graveyard: ['Summoned Skull'] }, opp: { hand: ['Monster Reborn'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
    expect(x.players[1].monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Summoned Skull']);
  });
});
