import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

// Blade Knight: "While you have 1 or less cards in your hand, this card gains 400 ATK. If you control no other
// monsters, negate the effects of Flip Effect Monsters destroyed by battle with this card."
describe('Blade Knight', () => {
  it('gains 400 ATK while its controller holds 1 or fewer cards, not with 2', () => {
    const atk = (hand: string[]) => me(duelOf({ me: { hand, monsters: [{ card: 'Blade Knight' }] } })).monsters[0]?.atk;
    expect(atk([])).toBe(2000);
    expect(atk(['Dark Hole'])).toBe(2000);
    expect(atk(['Dark Hole', 'Raigeki'])).toBe(1600);
  });

  const attackBug = (mine: string[]) => {
    const d = duelOf({ me: { hand: ['Dark Hole', 'Raigeki'], monsters: mine.map((card) => ({ card })) }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    return { d, x: passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Blade Knight'), target: idOf(d, 'Man-Eater Bug', 1) })) };
  };

  it('controlling no other monster: a Flip monster it destroys by battle has its Flip effect negated', () => {
    const { x } = attackBug(['Blade Knight']);
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
    expect(x.flow.chain).toEqual([]);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Blade Knight' });
  });

  it('controlling another monster: the Flip effect activates as usual', () => {
    const { d, x } = attackBug(['Blade Knight', 'Celtic Guardian']);
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    // Man-Eater Bug's Flip effect: its controller targets a monster to destroy.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1 });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(offered).toContain(idOf(d, 'Blade Knight'));
  });
});
