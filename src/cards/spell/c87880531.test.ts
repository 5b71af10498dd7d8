import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Diffusion Wave-Motion (texts-2016): "Pay 1000 Life Points. Select 1 Level 7 or higher Spellcaster-Type monster on
 * your side of the field. During this turn, only the selected monster can attack and it attacks all monsters on your
 * opponent's side of the field once each. The effects of Effect Monsters destroyed by this attack(s) are not
 * activated."
 */
const WAVE = 'Diffusion Wave-Motion';
const DM = 'Dark Magician';
const wall = { card: 'Labyrinth Wall', position: 'defense' as const };
const attacksOf = (x: Duel, card: string) => legal(x, 'attack').filter((a) => a.card === card).map((a) => a.target);

function wave(d: Duel, target = idOf(d, DM)): Duel {
  return passAll(play(d, { type: 'activate', card: idOf(d, WAVE) }, { type: 'select', ids: [target] }));
}

describe('Diffusion Wave-Motion', () => {
  it('pays 1000 LP; only the selected monster can attack, a monster Summoned afterwards included', () => {
    const d = duelOf({ turn: 3, me: { hand: [WAVE, 'Feral Imp'], monsters: [{ card: DM }, { card: 'Celtic Guardian' }] }, opp: { monsters: [wall] } });
    let x = wave(d);
    expect(me(x).lp).toBe(d.players[0].lp - 1000);
    expect(me(x).graveyard).toEqual([WAVE]);
    x = toBattle(passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] })));
    expect([...new Set(legal(x, 'attack').map((a) => a.card))]).toEqual([idOf(d, DM)]);
  });

  it('it attacks each of the opponent\'s monsters once, never one twice nor directly', () => {
    const d = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: DM }] }, opp: { monsters: [wall, wall] } });
    const dm = idOf(d, DM);
    const [w1, w2] = [d.players[1].monsters[0]!.card, d.players[1].monsters[1]!.card];
    let x = toBattle(wave(d));
    x = passAll(play(x, { type: 'attack', card: dm, target: w1 }));
    expect(attacksOf(x, dm)).toEqual([w2]);
    x = passAll(play(x, { type: 'attack', card: dm, target: w2 }));
    expect(attacksOf(x, dm)).toEqual([]);
  });

  it('the Effect Monsters it destroys by battle do not activate their effects (Man-Eater Bug)', () => {
    const d = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: DM }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    const x = passAll(play(toBattle(wave(d)), { type: 'attack', card: idOf(d, DM), target: idOf(d, 'Man-Eater Bug', 1) }));
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toBeNull();
  });

  it('all of it lasts this turn only', () => {
    const d = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: DM }, { card: 'Celtic Guardian' }] }, opp: { monsters: [wall] } });
    const x = toBattle(endTurn(endTurn(wave(d))));
    expect(new Set(legal(x, 'attack').map((a) => a.card))).toEqual(new Set([idOf(d, DM), idOf(d, 'Celtic Guardian')]));
    expect(x.rules.some((r) => ['othersCannotAttack', 'attacksEachMonster', 'negatesBattleDestroyed'].includes(r.code))).toBe(false);
  });

  it('needs a face-up Level 7 or higher Spellcaster you control: not a lower one, not a Warrior, not the opponent\'s', () => {
    const low = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: DM }] } });
    expect(legal(low, 'activate', idOf(low, WAVE))).toEqual([]);
    const down = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: DM, faceUp: false, position: 'defense' }] } });
    expect(legal(down, 'activate', idOf(down, WAVE))).toEqual([]);
    const ok = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: DM }] } });
    expect(legal(ok, 'activate', idOf(ok, WAVE))).toHaveLength(1);
  });

  it('needs 1000 LP, and a Battle Phase still to come (not the first turn)', () => {
    const poor = duelOf({ turn: 3, me: { lp: 900, hand: [WAVE], monsters: [{ card: DM }] } });
    expect(legal(poor, 'activate', idOf(poor, WAVE))).toEqual([]);
    const first = duelOf({ turn: 1, me: { hand: [WAVE], monsters: [{ card: DM }] } });
    expect(legal(first, 'activate', idOf(first, WAVE))).toEqual([]);
  });

  it('the target turned face-down before it resolves (Book of Moon): no lock at all, but the LP stay paid', () => {
    const d = duelOf({ turn: 3, me: { hand: [WAVE], monsters: [{ card: DM }, { card: 'Celtic Guardian' }] }, opp: { spellTraps: [{ card: 'Book of Moon', faceUp: false }], monsters: [wall] } });
    let x = play(d, { type: 'activate', card: idOf(d, WAVE) }, { type: 'select', ids: [idOf(d, DM)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, DM)] });
    x = toBattle(passAll(x));
    expect(me(x).lp).toBe(d.players[0].lp - 1000);
    expect(attacksOf(x, idOf(d, 'Celtic Guardian'))).toEqual([idOf(d, 'Labyrinth Wall', 1)]);
  });
});
