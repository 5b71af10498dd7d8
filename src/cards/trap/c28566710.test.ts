import { describe, expect, it } from 'vitest';
import { cardName, legalActions, summary, type Duel } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

/*
 * Last Turn (texts-2016): "This card can only be activated during your opponent's turn when your Life Points are 1000
 * or less. Select 1 monster on your side of the field and send all other cards on the field and in their respective
 * owner's hands to their respective Graveyards. After that, your opponent selects and Special Summons 1 monster from
 * their Deck in face-up Attack Position and attacks your selected monster. (Any Battle Damage from this battle is
 * treated as 0.) The player whose monster remains alone on the field at the End Phase of this turn wins the Duel. Any
 * other case results in a DRAW." No GOAT variant (goat-legal.tsv marks none; the only script is official/c28566710.lua,
 * whose `Duel.ForceAttack` is the rule code `forcedBattle`, whose End Phase check is a continuous effect).
 */
type Setup = { lp?: number; mine?: { card: string; position?: 'attack' | 'defense' }[]; theirDeck?: string[]; turnPlayer?: 0 | 1 };

function setUp({ lp = 1000, mine = [{ card: 'Gemini Elf' }], theirDeck = ['Summoned Skull', 'Pot of Greed', 'Feral Imp'], turnPlayer = 1 }: Setup = {}): Duel {
  return duelOf({
    turnPlayer,
    me: { lp, monsters: mine, spellTraps: [{ card: 'Last Turn', faceUp: false }, { card: 'Mirror Force', faceUp: false }], hand: ['Sangan', 'Pot of Greed'] },
    opp: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Giant Soldier of Stone', position: 'defense' }], spellTraps: [{ card: 'Mirror Force', faceUp: false }], hand: ['Feral Imp', 'Pot of Greed'], deck: theirDeck },
  });
}
const canActivate = (d: Duel) => legalActions(d).some((a) => a.type === 'activate' && a.card === idOf(d, 'Last Turn'));
/** The opponent (the turn player) moves on towards `to`; in the window this opens for me, I activate Last Turn. */
function activate(d: Duel, to: 'battle' | 'end' = 'battle'): Duel {
  const x = play(d, { type: 'nextPhase', to });
  expect(x.flow.window?.player).toBe(0);
  return play(x, { type: 'activate', card: idOf(x, 'Last Turn') });
}
const prompted = (d: Duel) => (d.flow.prompt?.kind === 'chooseCard' ? { player: d.flow.prompt.player, cards: d.flow.prompt.cards } : null);
/** Answers each open prompt with `pick` (by name, among the cards offered), and passes every window, until neither is open. */
function settle(d: Duel, picks: string[] = []): Duel {
  let x = d;
  const queue = [...picks];
  for (let guard = 0; guard < 50 && (x.flow.prompt || x.flow.window); guard++) {
    const p = prompted(x);
    if (p) {
      const name = queue.shift();
      const id = p.cards.find((c) => nameIn(x, c) === name) ?? p.cards[0]!;
      x = play(x, { type: 'select', ids: [id] });
    } else x = play(x, { type: 'pass' });
  }
  return x;
}
const nameIn = (d: Duel, id: string) => cardName(d, id);
const endTheTurn = (d: Duel) => settle(play(d, { type: 'nextPhase', to: 'end' }));

describe('Last Turn', () => {
  it('is activated only in the opponent\'s turn, with 1000 LP or less, while its player controls a monster', () => {
    expect(canActivate(play(setUp(), { type: 'nextPhase', to: 'battle' }))).toBe(true);
    expect(canActivate(setUp({ turnPlayer: 0 }))).toBe(false);
    const richer = play(setUp({ lp: 1001 }), { type: 'nextPhase', to: 'battle' });
    expect(richer.flow.window === null || !canActivate(richer)).toBe(true);
    const empty = play(setUp({ mine: [] }), { type: 'nextPhase', to: 'battle' });
    expect(empty.flow.window === null || !canActivate(empty)).toBe(true);
  });

  it('keeps the chosen monster and sends every other card on the field and in both hands to the Graveyard', () => {
    const d = settle(activate(setUp({ mine: [{ card: 'Gemini Elf' }, { card: 'Feral Imp' }], theirDeck: ['Feral Imp'] })), ['Gemini Elf']);
    expect(me(d).monsters.filter((m) => m !== null).map((m) => m!.name)).toEqual(['Gemini Elf']);
    expect(me(d).hand).toEqual([]);
    expect(opp(d).hand).toEqual([]);
    expect(me(d).spellTraps.every((s) => s === null)).toBe(true);
    expect(opp(d).spellTraps.every((s) => s === null)).toBe(true);
    expect(me(d).graveyard).toEqual(expect.arrayContaining(['Feral Imp', 'Sangan', 'Pot of Greed', 'Mirror Force', 'Last Turn']));
    expect(opp(d).graveyard).toEqual(expect.arrayContaining(['Celtic Guardian', 'Giant Soldier of Stone', 'Mirror Force', 'Feral Imp', 'Pot of Greed']));
  });

  it('the opponent chooses a monster in their Deck (never a Spell), Summoned in Attack Position, and it attacks the chosen monster with no battle damage', () => {
    let d = activate(setUp());
    // Past the responses, the opponent is asked, and only monsters are offered.
    for (let i = 0; i < 5 && !prompted(d); i++) d = play(d, { type: 'pass' });
    expect(prompted(d)?.player).toBe(1);
    expect(prompted(d)!.cards.map((c) => nameIn(d, c)).sort()).toEqual(['Feral Imp', 'Summoned Skull']);
    d = settle(d, ['Summoned Skull']);
    // Summoned Skull (2500) destroyed Gemini Elf (1900) by battle; my 600 damage is 0.
    expect(me(d).graveyard).toContain('Gemini Elf');
    expect(opp(d).monsters.find((m) => m !== null)).toMatchObject({ name: 'Summoned Skull', position: 'attack' });
    expect(me(d).lp).toBe(1000);
    expect(d.events.some((e) => e.type === 'destroyedByBattle')).toBe(true);
    // Back in the opponent's turn where it was: the Battle Phase they were going to, Summoned Skull having attacked.
    expect(summary(d)).toMatchObject({ phase: 'battle', step: 'battle', winner: null });
    expect(legalActions(d).some((a) => a.type === 'attack')).toBe(false);
  });

  it('in the End Phase, the player whose monster alone remains wins the Duel: the opponent here', () => {
    const d = endTheTurn(settle(activate(setUp()), ['Summoned Skull']));
    expect(summary(d)).toMatchObject({ winner: 1, winReason: 'Player 2 won by the effect of Last Turn' });
  });

  it('my monster winning the battle wins me the Duel; the attacker\'s controller takes no battle damage either', () => {
    const d = settle(activate(setUp({ theirDeck: ['Feral Imp', 'Pot of Greed'] })));
    // Feral Imp (1300) attacked Gemini Elf (1900): destroyed, 600 damage to the opponent made 0.
    expect(opp(d).graveyard).toContain('Feral Imp');
    expect(opp(d).lp).toBe(8000);
    expect(summary(endTheTurn(d))).toMatchObject({ winner: 0, winReason: 'Player 1 won by the effect of Last Turn' });
  });

  it('both monsters still on the field (or neither) at the End Phase: a draw', () => {
    // Feral Imp (1300) attacks Giant Soldier of Stone in Defense Position (DEF 2000): neither destroyed, no damage.
    const both = settle(activate(setUp({ mine: [{ card: 'Giant Soldier of Stone', position: 'defense' }], theirDeck: ['Feral Imp'] })));
    expect(opp(both).lp).toBe(8000);
    expect(summary(endTheTurn(both))).toMatchObject({ winner: 'draw', winReason: 'The effect of Last Turn made the Duel a draw' });
    // Celtic Guardian (1400) from the Deck against my Celtic Guardian: both destroyed.
    const neither = settle(activate(setUp({ mine: [{ card: 'Celtic Guardian' }], theirDeck: ['Celtic Guardian'] })));
    expect(me(neither).monsters.every((m) => m === null) && opp(neither).monsters.every((m) => m === null)).toBe(true);
    expect(summary(endTheTurn(neither))).toMatchObject({ winner: 'draw' });
  });

  it('with no monster in the opponent\'s Deck nothing is Summoned and nothing battles: my monster alone wins', () => {
    const d = settle(activate(setUp({ theirDeck: ['Pot of Greed', 'Pot of Greed'] })));
    expect(opp(d).monsters.every((m) => m === null)).toBe(true);
    expect(me(d).monsters.find((m) => m !== null)).toMatchObject({ name: 'Gemini Elf' });
    expect(summary(endTheTurn(d))).toMatchObject({ winner: 0 });
  });

  it('activated going to the End Phase, the result comes as that End Phase ends', () => {
    const d = settle(activate(setUp(), 'end'));
    expect(summary(d)).toMatchObject({ winner: 1, winReason: 'Player 2 won by the effect of Last Turn' });
  });
});
