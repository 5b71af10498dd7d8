import { describe, expect, it } from 'vitest';
import { legalActions, summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Tyrant Dragon (texts-2016): "During your Battle Phase, if your opponent controls a monster after this card's first
 * attack, this card can make a second attack. Negate any Trap effects that target this card, and if you do, destroy
 * that Trap Card. This card cannot be Special Summoned from the Graveyard, unless you Tribute 1 Dragon-Type monster."
 * Later card: official/c94568601.lua; GOAT: goat/c504700164.lua (the second attack only if it did not attack
 * directly). The Graveyard Summon cost is ygopro's EFFECT_SPSUMMON_COST, asked of every Special Summon from the
 * Graveyard (rule code tributeToSummonFromGraveyard: src/engine/test/tributeToSummonFromGraveyard.test.ts).
 */
const TYRANT = 'Tyrant Dragon';
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const attacks = (d: Duel, card: string) => legal(d, 'attack', card);

describe('Tyrant Dragon', () => {
  describe('cannot be Special Summoned from the Graveyard unless its summoner Tributes 1 Dragon monster', () => {
    const reborn = (monsters: string[], format?: 'goat') =>
      duelOf({ ...(format ? { format } : {}), me: { graveyard: [TYRANT], hand: ['Monster Reborn'], monsters: monsters.map((card) => ({ card })), deck: DECK } });

    it('with no Dragon to Tribute (a Warrior is not one), Monster Reborn cannot target it', () => {
      expect(legal(reborn([]), 'activate', idOf(reborn([]), 'Monster Reborn'))).toHaveLength(0);
      const d = reborn(['Celtic Guardian']);
      expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toHaveLength(0);
    });

    it('with a Dragon: the summoner chooses which Dragon, Tributes it, and Tyrant Dragon comes back', () => {
      for (const format of [undefined, 'goat'] as const) {
        const d = reborn(['Koumori Dragon', 'Luster Dragon', 'Celtic Guardian'], format);
        let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, TYRANT)] });
        // Monster Reborn asks the position, then the Summon asks its Tribute.
        x = play(passAll(x), { type: 'select', option: 'attack' });
        const tribute = legalActions(x).filter((a) => a.type === 'select');
        expect(tribute.map((a) => ('ids' in a ? a.ids : []))).toEqual([[idOf(d, 'Koumori Dragon')], [idOf(d, 'Luster Dragon')]]);
        x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Luster Dragon')] }));
        expect(me(x).monsters.filter((s) => s).map((s) => s!.name).sort()).toEqual(['Celtic Guardian', 'Koumori Dragon', TYRANT]);
        expect(me(x).graveyard).toEqual(expect.arrayContaining(['Luster Dragon', 'Monster Reborn']));
      }
    });

    it("the cost is the summoner's: the opponent reviving it from your Graveyard Tributes a Dragon of theirs", () => {
      const d = duelOf({ me: { graveyard: [TYRANT], monsters: [{ card: 'Koumori Dragon' }], deck: DECK }, opp: { hand: ['Monster Reborn'], deck: DECK } });
      const theirs = endTurn(d);
      expect(legal(theirs, 'activate', idOf(theirs, 'Monster Reborn', 1))).toHaveLength(0);
      const withDragon = endTurn(duelOf({ me: { graveyard: [TYRANT], deck: DECK }, opp: { hand: ['Monster Reborn'], monsters: [{ card: 'Koumori Dragon' }], deck: DECK } }));
      let x = play(withDragon, { type: 'activate', card: idOf(withDragon, 'Monster Reborn', 1) }, { type: 'select', ids: [idOf(withDragon, TYRANT)] });
      x = play(passAll(x), { type: 'select', option: 'attack' });
      expect(legalActions(x)).toEqual([{ type: 'select', ids: [idOf(withDragon, 'Koumori Dragon', 1)] }]);
      x = passAll(play(x, { type: 'select', ids: [idOf(withDragon, 'Koumori Dragon', 1)] }));
      expect(opp(x).monsters.filter((s) => s).map((s) => s!.name)).toEqual([TYRANT]);
      expect(opp(x).graveyard).toContain('Koumori Dragon');
    });

    it('from the hand it is Tribute Summoned as usual, with no extra Tribute', () => {
      const d = duelOf({ me: { hand: [TYRANT], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], deck: DECK } });
      expect(legal(d, 'normalSummon', idOf(d, TYRANT))).toHaveLength(1);
    });
  });

  describe('a second attack while the opponent controls a monster after its first', () => {
    const battle = (oppMonsters: string[], format?: 'goat') =>
      toBattle(duelOf({ ...(format ? { format } : {}), me: { monsters: [{ card: TYRANT }], deck: DECK }, opp: { monsters: oppMonsters.map((card) => ({ card })), deck: DECK } }));

    it('destroys one monster, then may attack the other; no third attack', () => {
      for (const format of [undefined, 'goat'] as const) {
        const d = battle(['Feral Imp', 'Celtic Guardian'], format);
        let x = passAll(play(d, { type: 'attack', card: idOf(d, TYRANT), target: idOf(d, 'Feral Imp', 1) }));
        expect(opp(x).graveyard).toEqual(['Feral Imp']);
        expect(attacks(x, idOf(d, TYRANT)).map((a) => a.target)).toEqual([idOf(d, 'Celtic Guardian', 1)]);
        x = passAll(play(x, { type: 'attack', card: idOf(d, TYRANT), target: idOf(d, 'Celtic Guardian', 1) }));
        expect(opp(x).graveyard.sort()).toEqual(['Celtic Guardian', 'Feral Imp']);
        expect(attacks(x, idOf(d, TYRANT))).toHaveLength(0);
      }
    });

    it('with no monster left to the opponent after its first attack, no second attack (not a direct one)', () => {
      const d = battle(['Feral Imp']);
      const x = passAll(play(d, { type: 'attack', card: idOf(d, TYRANT), target: idOf(d, 'Feral Imp', 1) }));
      expect(opp(x).monsters.every((s) => s === null)).toBe(true);
      expect(attacks(x, idOf(d, TYRANT))).toHaveLength(0);
    });

    it('after a direct attack, a monster the opponent then gets may be attacked by the later card, not in GOAT', () => {
      for (const [format, second] of [[undefined, 1], ['goat', 0]] as const) {
        const d = toBattle(duelOf({ ...(format ? { format } : {}), me: { monsters: [{ card: TYRANT }], spellTraps: [{ card: 'Ojama Trio', faceUp: false }], deck: DECK }, opp: { deck: DECK } }));
        let x = passAll(play(d, { type: 'attack', card: idOf(d, TYRANT), target: 'direct' }));
        expect(summary(x).players[1].lp).toBe(8000 - 2900);
        // Back in the Battle Step, Ojama Trio gives the opponent 3 Ojama Tokens.
        x = passAll(play(x, { type: 'activate', card: idOf(d, 'Ojama Trio') }));
        expect(summary(x).phase).toBe('battle');
        expect(opp(x).monsters.filter((s) => s)).toHaveLength(3);
        expect(attacks(x, idOf(d, TYRANT)).length > 0 ? 1 : 0).toBe(second);
      }
    });
  });

  it('a Trap effect that targets it is negated and that Trap Card destroyed; one targeting another monster resolves', () => {
    const raigekiBreak = (target: string) => {
      const d = endTurn(duelOf({ me: { monsters: [{ card: TYRANT }, { card: 'Celtic Guardian' }], deck: DECK }, opp: { hand: ['Feral Imp'], spellTraps: [{ card: 'Raigeki Break', faceUp: false }], deck: DECK } }));
      const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki Break', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }, { type: 'select', ids: [idOf(d, target)] });
      return { d, x: passAll(x) };
    };
    const { d, x } = raigekiBreak(TYRANT);
    expect(me(x).monsters.filter((s) => s).map((s) => s!.name)).toEqual([TYRANT, 'Celtic Guardian']);
    expect(x.events.some((e) => e.type === 'destroyed' && e.card === idOf(d, 'Raigeki Break', 1))).toBe(true);
    expect(me(raigekiBreak('Celtic Guardian').x).graveyard).toEqual(['Celtic Guardian']);
  });
});
