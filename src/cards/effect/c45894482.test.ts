import { describe, expect, it } from 'vitest';
import { legalActions, summary, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Gilasaurus (texts-2016): "You can Special Summon this card (from your hand). When you do: Your opponent can target
 * 1 monster in their Graveyard; your opponent Special Summons that target to their side of the field."
 * Played in every format as the pre-errata script reads it (`pre-errata/c511003006.lua`, GOAT list id 511003006):
 * the opponent says yes or no as it is Summoned (no Chain Link for a no), then the Trigger goes on the Chain with the
 * target they choose.
 */
const GILA = 'Gilasaurus';
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');

function withHand(opts: { oppGraveyard?: string[]; monsters?: number; format?: 'goat'; graveyard?: string[]; hand?: string[] } = {}): Duel {
  return duelOf({
    ...(opts.format ? { format: opts.format } : {}),
    me: { hand: [GILA, ...(opts.hand ?? [])], graveyard: opts.graveyard ?? [], monsters: Array.from({ length: opts.monsters ?? 0 }, () => ({ card: 'Kuriboh' })), deck: DECK },
    opp: { graveyard: opts.oppGraveyard ?? ['Summoned Skull', 'Dark Hole'], deck: DECK },
  });
}
const procedure = (d: Duel, position: 'attack' | 'defense' = 'attack') => play(d, { type: 'specialSummon', card: idOf(d, GILA), method: 'rule', position });
const asked = (d: Duel): string[] => legalActions(d).flatMap((a) => (a.type === 'select' && 'option' in a ? [a.option] : []));

describe('Gilasaurus', () => {
  it('is Special Summoned from the hand by its own procedure (a free Monster Zone needed), leaving the Normal Summon', () => {
    expect(legal(withHand({ monsters: 5 }), 'specialSummon', idOf(withHand(), GILA))).toHaveLength(0);
    const x = passAll(procedure(withHand({ oppGraveyard: [] }), 'defense'));
    expect(me(x).monsters[0]).toMatchObject({ name: GILA, position: 'defense', atk: 1400, def: 400 });
    const d = withHand({ oppGraveyard: [], hand: ['Feral Imp'] });
    const after = passAll(procedure(d));
    expect(legal(after, 'normalSummon', idOf(after, 'Feral Imp'))).toHaveLength(1);
  });

  for (const format of [undefined, 'goat'] as const) {
    describe(`as it is Summoned that way${format ? ' (GOAT)' : ''}`, () => {
      it('the opponent is asked; yes: they target a monster in their Graveyard and Special Summon it in the position they choose', () => {
        const d = withHand({ format });
        let x = procedure(d);
        expect(summary(x).deciding).toBe(1);
        expect(asked(x)).toEqual(['yes', 'no']);
        x = play(x, { type: 'select', option: 'yes' });
        // The target: a monster only (not Dark Hole), chosen by the opponent.
        expect(summary(x).deciding).toBe(1);
        expect(legalActions(x)).toEqual([{ type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }]);
        x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
        expect(summary(x).chain).toEqual([{ card: GILA, player: 0 }]);
        x = passAll(x);
        expect(summary(x).deciding).toBe(1);
        x = passAll(play(x, { type: 'select', option: 'defense' }));
        expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull', position: 'defense', faceUp: true });
        expect(opp(x).graveyard).toEqual(['Dark Hole']);
        expect(me(x).monsters[0]).toMatchObject({ name: GILA });
        // The opponent's yes lasted for that Chain only.
        expect(x.rules.some((r) => r.code === 'effectUsed' && r.card === idOf(d, GILA))).toBe(false);
      });

      it('no: no Chain Link, nothing is Summoned', () => {
        let x = play(procedure(withHand({ format })), { type: 'select', option: 'no' });
        expect(summary(x).chain).toEqual([]);
        x = passAll(x);
        expect(opp(x).monsters.every((s) => s === null)).toBe(true);
        expect(opp(x).graveyard).toEqual(['Summoned Skull', 'Dark Hole']);
      });
    });
  }

  it('with no monster in their Graveyard the opponent is not asked', () => {
    const x = procedure(withHand({ oppGraveyard: ['Dark Hole'] }));
    expect(asked(x)).not.toContain('yes');
    expect(summary(x).chain).toEqual([]);
  });

  it('Special Summoned by another card (Monster Reborn), it offers nothing', () => {
    const d = duelOf({ me: { graveyard: [GILA], hand: ['Monster Reborn'], deck: DECK }, opp: { graveyard: ['Summoned Skull'], deck: DECK } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, GILA)] }));
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(me(x).monsters[0]).toMatchObject({ name: GILA });
    expect(asked(x)).not.toContain('yes');
    expect(opp(x).monsters.every((s) => s === null)).toBe(true);
  });
});
