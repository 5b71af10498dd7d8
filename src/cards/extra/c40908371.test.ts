import { describe, expect, it } from 'vitest';
import type { Action, Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

const AZURE = 'Azure-Eyes Silver Dragon';
const STONE = 'The White Stone of Ancients';

function synchro(d: Duel, materials: string[]): Action | undefined {
  return legal(d, 'specialSummon').find((x) => x.method === 'synchro' && x.card === idOf(d, AZURE) && x.position === 'attack' &&
    x.materials!.length === materials.length && materials.every((m) => x.materials!.includes(idOf(d, m))));
}

/** Azure-Eyes Synchro Summoned (White Stone + 1 Blue-Eyes White Dragon) beside a second Blue-Eyes and a Celtic Guardian. */
function summoned(hand: string[] = [], oppHand: string[] = []): Duel {
  const d = duelOf({
    me: { monsters: [{ card: STONE }, { card: 'Blue-Eyes White Dragon' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Celtic Guardian' }], extra: [AZURE], hand },
    opp: { hand: oppHand },
  });
  return passAll(play(d, synchro(d, [STONE, 'Blue-Eyes White Dragon'])!));
}

const names = (d: Duel) => me(d).monsters.filter((m) => m !== null).map((m) => m!.name).sort();

describe('Azure-Eyes Silver Dragon', () => {
  it('is Synchro Summoned with 1 Tuner and non-Tuner Normal Monsters; a non-Tuner Effect Monster does not do', () => {
    expect(names(summoned())).toEqual([AZURE, 'Blue-Eyes White Dragon', 'Celtic Guardian']);
    const effect = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Blue-Eyes Toon Dragon' }], extra: [AZURE] } });
    expect(legal(effect, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
  });

  it('Special Summoned: your face-up Dragons cannot be destroyed by card effects (yours too) this turn', () => {
    const d = summoned(['Dark Hole']);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(names(x)).toEqual([AZURE, 'Blue-Eyes White Dragon']);
    expect(me(x).graveyard).toContain('Celtic Guardian');
  });

  it('in the next turn the opponent cannot target them; after it, the protection is over', () => {
    const d = summoned([], ['Snatch Steal']);
    const next = endTurn(d);
    expect(next.turnPlayer).toBe(1);
    // Snatch Steal may target only the Celtic Guardian.
    let x = play(next, { type: 'activate', card: idOf(d, 'Snatch Steal', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
    expect(opp(x).monsters.some((m) => m?.name === 'Celtic Guardian')).toBe(true);
    // Two turns on, nothing is recorded for them any more.
    let later = endTurn(x);
    while (later.flow.prompt?.kind === 'chooseOption') later = passAll(play(later, { type: 'select', option: 'no' }));
    expect(later.rules.some((r) => r.code === 'protects' || r.code === 'indestructibleByEffects')).toBe(false);
  });

  it('once per turn, in your Standby Phase, you can Special Summon a Normal Monster from your Graveyard', () => {
    const d = summoned();
    let x = endTurn(endTurn(d));
    expect(x.turnPlayer).toBe(0);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // The Graveyard holds the two Synchro Materials: only the Normal Monster (Blue-Eyes White Dragon) is offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Blue-Eyes White Dragon')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(names(x).filter((n) => n === 'Blue-Eyes White Dragon')).toHaveLength(2);
    expect(me(x).graveyard).toEqual([STONE]);
  });
});
