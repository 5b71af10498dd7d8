import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Axe of Despair (texts-2016): "The equipped monster gains 1000 ATK. When this card is sent from the
 * field to the Graveyard: You can Tribute 1 monster; place this card on the top of your Deck." A card
 * placed on top of the Deck (issue 32 §4), by a Graveyard Trigger with a cost.
 */
const DECK = ['Feral Imp', 'Kuriboh', 'Dark Hole'];

/** The opponent's Mystical Space Typhoon destroys the equipped Axe: the duel waits on your Trigger's question. */
function destroyedAxe(monsters: { card: string }[]) {
  const d = duelOf({ turnPlayer: 1, me: { monsters, spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }], deck: DECK }, opp: { hand: ['Mystical Space Typhoon'] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
  if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Axe of Despair')] });
  return { d, x: passAll(x) };
}

describe('Axe of Despair', () => {
  it('equips a face-up monster of any kind: it gains 1000 ATK', () => {
    const d = duelOf({ me: { hand: ['Axe of Despair'], monsters: [{ card: 'Celtic Guardian' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Axe of Despair') });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ atk: 2400, def: 1200 });
  });

  it('sent from the field to the Graveyard: you can Tribute 1 monster to put it on top of your Deck', () => {
    const { d, x } = destroyedAxe([{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    let y = play(x, { type: 'select', option: 'yes' });
    // The cost: the monster to Tribute, chosen among yours.
    expect(y.flow.prompt?.kind === 'chooseCard' && [...y.flow.prompt.cards].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Kuriboh')].sort());
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Kuriboh')] }));
    expect(me(y).graveyard).toEqual(['Kuriboh']);
    expect(y.players[0].deck[0]).toBe(idOf(d, 'Axe of Despair'));
    expect(me(y).deck).toBe(DECK.length + 1);
  });

  it('is optional: declined, it stays in the Graveyard', () => {
    const { x } = destroyedAxe([{ card: 'Celtic Guardian' }]);
    const y = passAll(play(x, { type: 'select', option: 'no' }));
    expect(me(y).graveyard).toEqual(['Axe of Despair']);
    expect(me(y).monsters[0]).toMatchObject({ name: 'Celtic Guardian' });
  });

  it('with no monster to Tribute, it cannot be activated', () => {
    // The equipped monster is destroyed (Fissure): the Axe goes with it, and nothing is left to Tribute.
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Celtic Guardian' }], spellTraps: [{ card: 'Axe of Despair', faceUp: true, equippedTo: 0 }], deck: DECK }, opp: { hand: ['Fissure'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard.sort()).toEqual(['Axe of Despair', 'Celtic Guardian']);
  });

  it('sent from the hand to the Graveyard (discarded), it does not activate', () => {
    const d = duelOf({ me: { hand: ['Axe of Despair', 'Graceful Charity'], monsters: [{ card: 'Celtic Guardian' }], deck: DECK } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Graceful Charity') });
    x = passAll(x);
    while (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards.includes(idOf(d, 'Axe of Despair')) ? idOf(d, 'Axe of Despair') : x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(me(x).graveyard).toContain('Axe of Despair');
    expect(x.flow.prompt).toBeNull();
    expect(summary(x).chain).toEqual([]);
    expect(legal(x, 'activate', idOf(d, 'Axe of Despair'))).toEqual([]);
  });
});
