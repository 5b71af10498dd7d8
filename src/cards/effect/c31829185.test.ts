import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { whyIllegal } from '../../engine/reasons';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Dark Necrofear (texts-2016): "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by
 * banishing 3 Fiend-Type monsters from your Graveyard. During the End Phase, if this card was destroyed by an
 * opponent's card this turn (either by battle or by card effect) and sent to the Graveyard while it was a Monster
 * Card in your possession: Target 1 face-up monster your opponent controls; equip this card from the Graveyard to
 * that target. While this card is equipped to a monster by this effect, take control of that monster."
 * official/c31829185.lua: the destruction is noted with no Chain (EVENT_TO_GRAVE, rp ~= tp, REASON_DESTROY, from the
 * Monster Zone it controlled); the End Phase effect is a mandatory Trigger from the Graveyard (TRIGGER_F), and
 * control is EFFECT_SET_CONTROL on the equipped monster.
 */

const NECRO = 'Dark Necrofear';
const FIENDS = ['Feral Imp', 'Summoned Skull', 'Trial of Nightmare'];
const names = (zs: readonly ({ name: string } | null)[]) => zs.filter(Boolean).map((z) => z!.name);

/** To the End Phase of this turn, answering the equip target with `target` when asked, every window passed. */
function toEndPhase(d: Duel, target?: string): Duel {
  let x = passAll(play(d, { type: 'nextPhase', to: 'end' }));
  if (x.flow.prompt?.kind === 'chooseCard' && target) x = passAll(play(x, { type: 'select', ids: [target] }));
  return x;
}

describe('Dark Necrofear', () => {
  it('cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: [NECRO], graveyard: FIENDS, monsters: [{ card: 'Feral Imp' }, { card: 'Uraby' }] } });
    expect(legal(d, 'normalSummon', idOf(d, NECRO))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, NECRO))).toEqual([]);
    expect(whyIllegal(d, { type: 'normalSummon', card: idOf(d, NECRO), tributes: [idOf(d, 'Feral Imp'), idOf(d, 'Uraby')] })).toContain('cannot be Normal Summoned');
  });

  it('is Special Summoned from the hand by banishing 3 Fiend monsters from your Graveyard, chosen one at a time', () => {
    const d = duelOf({ me: { hand: [NECRO], graveyard: [...FIENDS, 'Mystical Elf'] } });
    let x = play(d, { type: 'specialSummon', card: idOf(d, NECRO), method: 'rule', position: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: FIENDS.map((n) => idOf(d, n)) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Summoned Skull'), idOf(d, 'Trial of Nightmare')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', ids: [idOf(d, 'Trial of Nightmare')] }));
    expect(names(me(x).monsters)).toEqual([NECRO]);
    expect(me(x).banished).toEqual(FIENDS);
    expect(me(x).graveyard).toEqual(['Mystical Elf']);
  });

  it('with fewer than 3 Fiend monsters in your Graveyard (another Type does not count) it cannot be Special Summoned', () => {
    const d = duelOf({ me: { hand: [NECRO], graveyard: ['Feral Imp', 'Summoned Skull', 'Mystical Elf'] } });
    expect(legal(d, 'specialSummon', idOf(d, NECRO))).toEqual([]);
  });

  it("destroyed by the opponent's card effect: in that End Phase it equips their face-up monster from your Graveyard, and you control that monster", () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { monsters: [{ card: NECRO }], deck: FILLER() },
      opp: { hand: ['Fissure'], monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }], deck: FILLER() },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).graveyard).toEqual([NECRO]);
    // No Chain as it is destroyed: nothing happens before the End Phase.
    expect(x.flow.chain).toEqual([]);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    // Its owner chooses among the opponent's face-up monsters (not the face-down Kuriboh).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Summoned Skull', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(names(me(x).monsters)).toEqual(['Summoned Skull']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: NECRO, faceUp: true });
    expect(me(x).graveyard).toEqual([]);
    expect(names(opp(x).monsters)).toEqual(['Kuriboh']);
  });

  it('destroyed by battle with the opponent\'s monster: in that End Phase it takes that monster', () => {
    const d = duelOf({ me: { monsters: [{ card: NECRO }], deck: FILLER() }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }], deck: FILLER() } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, NECRO), target: idOf(d, 'Blue-Eyes White Dragon', 1) }));
    expect(me(x).graveyard).toEqual([NECRO]);
    x = toEndPhase(x, idOf(d, 'Blue-Eyes White Dragon', 1));
    expect(names(me(x).monsters)).toEqual(['Blue-Eyes White Dragon']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: NECRO });
  });

  it("destroyed by its own controller's card effect (Hammer Shot): it stays in the Graveyard", () => {
    const d = duelOf({ me: { hand: ['Hammer Shot'], monsters: [{ card: NECRO }], deck: FILLER() }, opp: { monsters: [{ card: 'Feral Imp' }], deck: FILLER() } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Hammer Shot') }));
    expect(me(x).graveyard).toContain(NECRO);
    x = toEndPhase(x);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toContain(NECRO);
    expect(names(opp(x).monsters)).toEqual(['Feral Imp']);
  });

  it('destroyed in an earlier turn: nothing in a later End Phase', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { monsters: [{ card: NECRO }], deck: FILLER() },
      opp: { hand: ['Fissure'], deck: FILLER() },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    // No face-up monster of the opponent in this End Phase: nothing is equipped.
    x = endTurn(x);
    expect(me(x).graveyard).toEqual([NECRO]);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([NECRO]);
  });

  it('the Equip Card destroyed: control of the monster goes back to the opponent', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { monsters: [{ card: NECRO }], deck: FILLER() },
      opp: { hand: ['Fissure', 'Mystical Space Typhoon'], monsters: [{ card: 'Summoned Skull' }], deck: FILLER() },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    x = toEndPhase(x, idOf(d, 'Summoned Skull', 1));
    expect(names(me(x).monsters)).toEqual(['Summoned Skull']);
    x = endTurn(x);
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    x = endTurn(x);
    // The opponent's turn: Mystical Space Typhoon destroys Dark Necrofear.
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, NECRO)] }));
    expect(me(x).graveyard).toEqual([NECRO]);
    expect(names(opp(x).monsters)).toEqual(['Summoned Skull']);
    expect(names(me(x).monsters)).toEqual([]);
  });

  it('the monster it equips leaves the field: Dark Necrofear goes to the Graveyard as an Equip Card, and sets up nothing', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { monsters: [{ card: NECRO }], deck: FILLER() },
      opp: { hand: ['Fissure', 'Raigeki'], monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }], deck: FILLER() },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    x = toEndPhase(x, idOf(d, 'Summoned Skull', 1));
    expect(names(me(x).monsters)).toEqual(['Summoned Skull']);
    x = endTurn(x);
    // The opponent's turn: Raigeki destroys Summoned Skull, which you control; Dark Necrofear loses its monster.
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    expect(me(x).graveyard).toEqual([NECRO]);
    expect(opp(x).graveyard).toContain('Summoned Skull');
    expect(me(x).spellTraps.filter(Boolean)).toEqual([]);
    // Destroyed as an Equip Card, not as your monster: nothing in this End Phase (Kuriboh is still theirs).
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([NECRO]);
  });

  it("with no face-up monster of the opponent's in the End Phase: nothing is equipped, and the chance is gone", () => {
    const d = duelOf({ turn: 4, turnPlayer: 1, me: { monsters: [{ card: NECRO }], deck: FILLER() }, opp: { hand: ['Fissure'], monsters: [{ card: 'Kuriboh', faceUp: false, position: 'defense' }], deck: FILLER() } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(me(x).graveyard).toEqual([NECRO]);
    x = toEndPhase(x);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([NECRO]);
  });
});
