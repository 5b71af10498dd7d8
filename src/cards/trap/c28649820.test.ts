import { describe, expect, it } from 'vitest';
import { legalActions, summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Embodiment of Apophis (texts-2016): "During either player's Main Phase: Special Summon this card as a Normal
 * Monster (Reptile-Type/EARTH/Level 4/ATK 1600/DEF 1800). (This card is also still a Trap Card.)"
 * A Continuous Trap Card; the Trap Monster rule itself (the held Spell & Trap Zone, face-down, off the field) is
 * src/engine/test/trapMonsters.test.ts.
 */
const APOPHIS = 'Embodiment of Apophis';
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const canActivate = (d: Duel): boolean => legalActions(d).some((a) => a.type === 'activate' && a.card === idOf(d, APOPHIS));

function mine(opts: { turnPlayer?: 0 | 1; monsters?: number; hand?: string[]; oppSpellTraps?: string[] } = {}): Duel {
  return duelOf({
    turn: opts.turnPlayer === 1 ? 4 : 3, turnPlayer: opts.turnPlayer ?? 0,
    me: { spellTraps: [{ card: APOPHIS, faceUp: false }], monsters: Array.from({ length: opts.monsters ?? 0 }, () => ({ card: 'Kuriboh' })), hand: opts.hand ?? [], deck: DECK },
    opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: (opts.oppSpellTraps ?? []).map((card) => ({ card, faceUp: false })), deck: DECK },
  });
}

describe('Embodiment of Apophis', () => {
  it('in your Main Phase: Special Summons itself as a Level 4 EARTH Reptile Normal Monster with 1600 ATK / 1800 DEF, in the position you choose', () => {
    let x = play(mine(), { type: 'activate', card: idOf(mine(), APOPHIS) });
    x = passAll(x);
    expect(summary(x).deciding).toBe(0);
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: APOPHIS, faceUp: true, position: 'defense', atk: 1600, def: 1800 });
    expect(me(x).spellTraps[0]).toBeNull();
  });

  it('as a Level 4 monster it is one Tribute (Summoned Skull) and it battles with its ATK', () => {
    let x = passAll(play(mine({ hand: ['Summoned Skull'] }), { type: 'activate', card: idOf(mine(), APOPHIS) }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(legal(x, 'normalSummon', idOf(x, 'Summoned Skull')).map((a) => a.tributes)).toEqual([[idOf(x, APOPHIS)]]);
    // Feral Imp (1300 ATK) loses to it.
    x = play(x, { type: 'nextPhase', to: 'battle' });
    x = passAll(play(passAll(x), { type: 'attack', card: idOf(x, APOPHIS), target: idOf(x, 'Feral Imp', 1) }));
    expect(summary(x).players[1].graveyard).toContain('Feral Imp');
    expect(summary(x).players[1].lp).toBe(8000 - 300);
  });

  it("in your opponent's Main Phase too, but not in a Battle Phase", () => {
    const theirs = play(mine({ turnPlayer: 1 }), { type: 'nextPhase', to: 'battle' });
    // The window as their Main Phase 1 ends is still in the Main Phase.
    expect(summary(theirs).phase).toBe('main1');
    expect(canActivate(theirs)).toBe(true);
    const battle = passAll(theirs);
    expect(summary(battle).phase).toBe('battle');
    expect(canActivate(battle)).toBe(false);
  });

  it('needs a free Monster Zone', () => {
    expect(canActivate(mine({ monsters: 5 }))).toBe(false);
    expect(canActivate(mine({ monsters: 4 }))).toBe(true);
  });

  it('negated (Seven Tools of the Bandit), it goes to the Graveyard and Summons nothing', () => {
    let x = play(mine({ oppSpellTraps: ['Seven Tools of the Bandit'] }), { type: 'activate', card: idOf(mine(), APOPHIS) });
    expect(summary(x).deciding).toBe(1);
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Seven Tools of the Bandit', 1) }));
    expect(me(x).monsters[0]).toBeNull();
    expect(me(x).graveyard).toContain(APOPHIS);
  });
});
