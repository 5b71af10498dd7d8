import { describe, expect, it } from 'vitest';
import { applyAction, summary, viewFor, type Duel } from '..';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * A Special Summon in face-down Defense Position (`ctx.specialSummon(card, player, 'faceDownDefense')`).
 * Rulebook v9.1 "Special Summon": "Unless otherwise specified, a Special Summoned monster is played onto
 * the field in ... face-up Attack Position or face-up Defense Position": a card may specify face-down
 * Defense Position (Cyber Jar). "Any card that is face-down on the field is a Set card" ("Set"); "A Monster
 * Card cannot be Flip Summoned in the same turn that it was Set onto the field" ("Flip Summon"); a
 * Flip effect activates when the monster is flipped face-up ("Flip Effect").
 */

/** Flips Cyber Jar (mine, face-down) and answers the position prompts: mine as given, the opponent's Attack Position. */
function flipCyberJar(d: Duel, mine: readonly ('attack' | 'faceDownDefense')[]): Duel {
  let x = play(d, { type: 'flipSummon', card: idOf(d, 'Cyber Jar') });
  for (let i = 0; x.flow.prompt?.kind === 'chooseOption'; i++) x = applyAction(x, { type: 'select', option: x.flow.prompt.player === 0 ? mine[i] ?? 'attack' : 'attack' });
  return x;
}

const jar = { card: 'Cyber Jar', faceUp: false, position: 'defense' } as const;
const deck = (top: string[]) => [...top, ...Array(12).fill('Celtic Guardian')];

describe('a monster Special Summoned in face-down Defense Position', () => {
  it('is a Summon: the Special Summon is recorded, and the monster stands face-down in Defense Position', () => {
    const d = duelOf({ me: { monsters: [jar], deck: deck(['Feral Imp', 'Dark Hole', 'Raigeki', 'Trap Hole', 'Pot of Greed']) } });
    const x = flipCyberJar(d, ['faceDownDefense']);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', faceUp: false, position: 'defense' });
    expect(viewFor(x, 0).events.some((e) => e.type === 'specialSummoned' && e.player === 0)).toBe(true);
  });

  it('is hidden from the opponent: their view shows a face-down card with no name, ATK or DEF', () => {
    const d = duelOf({ me: { monsters: [jar], deck: deck(['Feral Imp', 'Dark Hole', 'Raigeki', 'Trap Hole', 'Pot of Greed']) } });
    const x = flipCyberJar(d, ['faceDownDefense']);
    const seen = viewFor(x, 1).players[0].monsters[0]!;
    expect(seen).toMatchObject({ faceUp: false, atk: null, def: null, card: { hidden: true } });
    expect(JSON.stringify(viewFor(x, 1).players[0].monsters)).not.toContain(idOf(d, 'Feral Imp'));
    expect(viewFor(x, 0).players[0].monsters[0]).toMatchObject({ card: { name: 'Feral Imp' } });
  });

  it('cannot be Flip Summoned or change position the turn it was Summoned; it can be Flip Summoned on a later turn', () => {
    const d = duelOf({ me: { monsters: [jar], deck: deck(['Feral Imp', 'Dark Hole', 'Raigeki', 'Trap Hole', 'Pot of Greed']) } });
    let x = flipCyberJar(d, ['faceDownDefense']);
    const imp = idOf(d, 'Feral Imp');
    expect(legal(x, 'flipSummon', imp)).toEqual([]);
    expect(legal(x, 'changePosition', imp)).toEqual([]);
    x = endTurn(endTurn(x));
    expect(summary(x).turnPlayer).toBe(0);
    expect(legal(x, 'flipSummon', imp)).toHaveLength(1);
    x = passAll(play(x, { type: 'flipSummon', card: imp }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Feral Imp', faceUp: true, position: 'attack' });
  });

  it('its Flip effect activates when it is flipped face-up (here by an attack)', () => {
    const d = duelOf({ me: { monsters: [jar], deck: deck(['Morphing Jar', 'Dark Hole', 'Raigeki', 'Trap Hole', 'Pot of Greed']) }, opp: { deck: deck([]) } });
    let x = flipCyberJar(d, ['faceDownDefense']);
    x = endTurn(x);
    // The opponent attacks the face-down Morphing Jar with a Celtic Guardian Cyber Jar gave them.
    x = passAll(play(x, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: x.players[1].monsters[0]!.card, target: idOf(d, 'Morphing Jar') }));
    // Morphing Jar's Flip effect: each player discards their hand and draws 5 cards.
    expect(me(x).hand).toHaveLength(5);
    expect(opp(x).hand).toHaveLength(5);
  });

  it('is not a face-up monster: an effect that needs the Summoned monster\'s ATK (Bottomless Trap Hole) cannot answer it', () => {
    const strong = duelOf({ me: { monsters: [jar], deck: deck(['Dark Blade', 'Raigeki', 'Trap Hole', 'Pot of Greed', 'Dark Hole']) }, opp: { spellTraps: [{ card: 'Bottomless Trap Hole', faceUp: false }] } });
    const down = flipCyberJar(strong, ['faceDownDefense']);
    expect(legal(down, 'activate', idOf(strong, 'Bottomless Trap Hole', 1))).toEqual([]);
    const up = flipCyberJar(strong, ['attack']);
    expect(legal(up, 'activate', idOf(strong, 'Bottomless Trap Hole', 1))).toHaveLength(1);
  });
});
