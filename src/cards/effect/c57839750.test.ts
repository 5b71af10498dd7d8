import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from '../../engine/test/dsl';

// Mother Grizzly: "When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 WATER monster with 1500 or less ATK from your Deck, in face-up Attack Position."
describe('Mother Grizzly', () => {
  const battle = (deck: string[]) => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mother Grizzly' }], deck }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    return { d, x: passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Mother Grizzly') })) };
  };
  it('destroyed by battle: may Special Summon a WATER monster with 1500 or less ATK from the Deck in Attack Position', () => {
    const { d, x: y } = battle(['Great White', 'Hyosube', 'Feral Imp', 'Giant Red Seasnake']);
    let x = play(y, { type: 'select', option: 'yes' });
    // Great White (1600) and Feral Imp (DARK) do not fit.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Hyosube')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Hyosube')] }));
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Hyosube', position: 'attack', faceUp: true });
  });
  it('no fitting monster in the Deck: nothing is offered', () => {
    const { x } = battle(['Great White', 'Feral Imp']);
    expect(x.flow.prompt).toBeNull();
    expect(legal(x, 'activate')).toHaveLength(0);
  });
});
