import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

// Giant Germ: "When this card is destroyed by battle and sent to the Graveyard, inflict 500 damage to your opponent. You can also
// Special Summon any number of "Giant Germs" from your Deck in face-up Attack Position."
describe('Giant Germ', () => {
  const battle = (deck: string[]) => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Giant Germ' }], deck }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    return { d, x: passAll(play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Giant Germ') })) };
  };
  it('destroyed by battle: 500 damage to the opponent, then any number of Giant Germs from the Deck in Attack Position', () => {
    const { x: y } = battle(['Giant Germ', 'Giant Germ', 'Feral Imp']);
    expect(opp(y).lp).toBe(8000);
    let x = play(y, { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toHaveLength(2);
    x = play(x, { type: 'select', ids: [x.flow.prompt!.kind === 'chooseCard' ? x.flow.prompt!.cards[0]! : ''] });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
    x = passAll(x);
    expect(opp(x).lp).toBe(7500);
    expect(me(x).monsters.filter(Boolean).map((m) => [m!.name, m!.position])).toEqual([['Giant Germ', 'attack'], ['Giant Germ', 'attack']]);
    expect(me(x).graveyard).toEqual(['Giant Germ']);
  });
  it('the Summon may be declined, or stopped after one; the damage comes anyway', () => {
    const { x: y } = battle(['Giant Germ', 'Giant Germ']);
    const no = passAll(play(y, { type: 'select', option: 'no' }));
    expect(opp(no).lp).toBe(7500);
    expect(me(no).monsters.filter(Boolean)).toHaveLength(0);
    let one = play(y, { type: 'select', option: 'yes' });
    if (one.flow.prompt?.kind === 'chooseCard') one = play(one, { type: 'select', ids: [one.flow.prompt.cards[0]!] });
    one = passAll(play(one, { type: 'select', option: 'stop' }));
    expect(me(one).monsters.filter(Boolean)).toHaveLength(1);
  });
  it('with no Giant Germ in the Deck: only the damage, nothing asked', () => {
    const { x } = battle(['Feral Imp']);
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).lp).toBe(7500);
  });
});
