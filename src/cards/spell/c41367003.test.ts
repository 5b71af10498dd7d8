import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, idsOf, me, passAll, play } from '../../engine/test/dsl';

/*
 * Draw Muscle (texts-2016): "Target 1 face-up Defense Position monster you control with 1000 or less DEF; draw 1 card,
 * also that target cannot be destroyed by battle this turn. You can only activate 1 "Draw Muscle" per turn." A Quick-Play
 * Spell; no GOAT variant (goat-legal.tsv does not list it). As official/c41367003.lua: the protection comes with the draw,
 * on the target still on the field (rule code `indestructibleByBattle` naming it).
 */
const DECK = ['Celtic Guardian', 'Feral Imp', 'Feral Imp', 'Feral Imp'];

/** The opponent's turn: their Summoned Skull; my Mammoth Graveyard (DEF 800) and Petit Dragon (DEF 700) in Defense Position. */
type Placed = { card: string; position: 'attack' | 'defense'; faceUp?: boolean };
function setUp(mine: Placed[] = [{ card: 'Mammoth Graveyard', position: 'defense' }, { card: 'Petit Dragon', position: 'defense' }], hand = ['Draw Muscle'], deck = DECK): Duel {
  // Set earlier: a Quick-Play Spell is activated in the opponent's turn only from the field.
  return duelOf({ turnPlayer: 1, me: { spellTraps: hand.map((card) => ({ card, faceUp: false })), monsters: mine, deck }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
}
/** The opponent moves to the Battle Phase; in the window this opens, I activate Draw Muscle (its target then chosen). */
const activate = (d: Duel) => play(play(d, { type: 'nextPhase', to: 'battle' }), { type: 'activate', card: idsOf(d, 'Draw Muscle')[0]! });
const offered = (d: Duel): string[] => (d.flow.prompt?.kind === 'chooseCard' ? [...d.flow.prompt.cards] : []);
const attack = (d: Duel, target: string) => passAll(play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target }));

describe('Draw Muscle', () => {
  it('targets only a face-up Defense Position monster I control with 1000 or less DEF', () => {
    const d = setUp([
      { card: 'Mammoth Graveyard', position: 'defense' },
      { card: 'Petit Dragon', position: 'attack' },
      { card: 'Celtic Guardian', position: 'defense' },
      { card: 'Dark Gray', position: 'defense', faceUp: false },
    ]);
    const x = activate(d);
    expect(offered(x)).toEqual([idOf(d, 'Mammoth Graveyard')]);
  });

  it('draws 1 card; the target survives its battle this turn, another Defense Position monster does not', () => {
    const d = setUp();
    const x = passAll(play(activate(d), { type: 'select', ids: [idOf(d, 'Mammoth Graveyard')] }));
    expect(me(x).hand).toEqual(['Celtic Guardian']);
    expect(me(x).deck).toBe(DECK.length - 1);
    expect(me(x).graveyard).toEqual(['Draw Muscle']);
    const y = attack(x, idOf(d, 'Mammoth Graveyard'));
    expect(me(y).monsters.some((m) => m?.name === 'Mammoth Graveyard')).toBe(true);
    expect(me(y).graveyard).toEqual(['Draw Muscle']);
  });

  it('only the target: an untargeted monster is destroyed by battle as usual', () => {
    const d = setUp();
    const x = passAll(play(activate(d), { type: 'select', ids: [idOf(d, 'Mammoth Graveyard')] }));
    const y = attack(x, idOf(d, 'Petit Dragon'));
    expect(me(y).graveyard).toContain('Petit Dragon');
  });

  it('cannot be activated with no card in the Deck, nor a second time in a turn', () => {
    const empty = play(setUp(undefined, ['Draw Muscle'], []), { type: 'nextPhase', to: 'battle' });
    expect(legalActions(empty).some((a) => a.type === 'activate')).toBe(false);
    const d = setUp(undefined, ['Draw Muscle', 'Draw Muscle']);
    const x = passAll(play(activate(d), { type: 'select', ids: [idOf(d, 'Mammoth Graveyard')] }));
    const second = idsOf(d, 'Draw Muscle').find((id) => x.players[0].spellTraps.some((st) => st?.card === id))!;
    expect(second).toBeDefined();
    expect(legalActions(x).some((a) => a.type === 'activate' && a.card === second)).toBe(false);
  });
});
