import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * "When this card is destroyed by battle and sent to the Graveyard: You can Special Summon 1 … from
 * your Deck": Giant Rat (EARTH, 1500 or less ATK, Attack Position), Shining Angel (LIGHT, 1500 or
 * less ATK, Attack Position), Pyramid Turtle (Zombie, 2000 or less DEF, either position).
 */
describe.each([
  { card: 'Giant Rat', fits: 'Kojikocy', wrong: ['Battle Ox', 'Feral Imp'], attackOnly: true },
  { card: 'Shining Angel', fits: 'Mystical Elf', wrong: ['Dark Magician', 'Feral Imp'], attackOnly: true },
  { card: 'Pyramid Turtle', fits: 'Magical Ghost', wrong: ['Feral Imp', 'Summoned Skull'], attackOnly: false },
])('$card', ({ card, fits, wrong, attackOnly }) => {
  const destroyed = (deck: string[], extraMonsters: { card: string }[] = []) => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card }, ...extraMonsters], deck }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, card) });
    return { d, x };
  };

  it(`destroyed by battle: may Special Summon ${fits} from the Deck${attackOnly ? ' in Attack Position' : ''}`, () => {
    const { d, x } = destroyed([fits, ...wrong]);
    expect(me(x).graveyard).toEqual([card]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    let y = play(x, { type: 'select', option: 'yes' });
    if (y.flow.prompt?.kind === 'chooseCard') {
      expect(y.flow.prompt.cards).toEqual([idOf(d, fits)]);
      y = play(y, { type: 'select', ids: [idOf(d, fits)] });
    }
    if (!attackOnly) {
      expect(y.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['attack', 'defense'] });
      y = play(y, { type: 'select', option: 'defense' });
    }
    y = passAll(y);
    expect(me(y).monsters.find(Boolean)).toMatchObject({ name: fits, position: attackOnly ? 'attack' : 'defense' });
  });

  it('may be declined', () => {
    const { x } = destroyed([fits]);
    const y = passAll(play(x, { type: 'select', option: 'no' }));
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
    expect(me(y).deck).toBe(1);
  });

  it('with no fitting monster in the Deck, nothing is asked', () => {
    const { x } = destroyed(wrong);
    expect(x.flow.prompt).toBeNull();
  });

  it('destroyed by a card effect, not by battle: nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card }], deck: [fits] }, opp: { hand: ['Dark Hole'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([card]);
  });
});
