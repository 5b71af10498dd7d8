import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * The End of Anubis (texts-2016): "While this card is face-up on the field, all effects of Spell, Trap, and Monster
 * Cards that target a card(s) in the Graveyard or that activate in the Graveyard are negated."
 * official/c65403020.lua: as each Chain Link resolves (EVENT_CHAIN_SOLVING), its effect is negated if it was
 * activated in the Graveyard or one of its target cards is in the Graveyard (rule code negatesGraveyardEffects).
 */
const DECK = Array.from({ length: 10 }, () => 'Feral Imp');
const anubis = (faceUp = true) => [{ card: 'The End of Anubis', faceUp, position: faceUp ? ('attack' as const) : ('defense' as const) }];
const reborn = (oppMonsters: ReturnType<typeof anubis>): Duel => {
  const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] }, opp: { monsters: oppMonsters } });
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }));
  while (x.flow.prompt) x = passAll(play(x, legal(x, 'select')[0]!));
  return x;
};

describe('The End of Anubis', () => {
  it('a Spell that targets a card in a Graveyard is negated, whoever controls it: nothing comes back', () => {
    const x = reborn(anubis());
    expect(me(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Summoned Skull', 'Monster Reborn']));
    expect(x.events).toContainEqual(expect.objectContaining({ type: 'resolved', card: idOf(x, 'Monster Reborn'), negated: true }));
  });

  it('face-down, it negates nothing', () => {
    const x = reborn(anubis(false));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });

  it('an effect activated in the Graveyard is negated (Sinister Serpent stays there)', () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { graveyard: ['Sinister Serpent'], deck: DECK, monsters: anubis() }, opp: { deck: DECK } });
    let x = endTurn(d);
    expect(summary(x)).toMatchObject({ turn: 5, turnPlayer: 0, phase: 'standby' });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    expect(me(x).graveyard).toEqual(['Sinister Serpent']);
    expect(me(x).hand).not.toContain('Sinister Serpent');
  });

  it('an effect targeting a card on the field is not negated', () => {
    const d = duelOf({ me: { hand: ['Book of Moon'], monsters: anubis() }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(summary(x).players[1].monsters[0]).toMatchObject({ faceUp: false });
  });
});
