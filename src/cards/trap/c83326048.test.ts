import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Dimension Barrier (texts-2016): "Declare 1 monster card type (Ritual, Fusion, Synchro, Xyz, or Pendulum); this turn,
 * neither player can Special Summon monsters of the declared type, also negate the effects of face-up monsters on the
 * field of the declared type while they are on the field. You can only activate 1 "Dimension Barrier" per turn."
 * Recorded rule codes `noSpecialSummonsOfKind` (both players) and `negatesEffectsOfKind`, this turn.
 */
const setUp = (): Duel =>
  duelOf({
    turn: 4, turnPlayer: 1,
    me: { spellTraps: [{ card: 'Dimension Barrier', faceUp: false }, { card: 'Dimension Barrier', faceUp: false }], graveyard: ['Blue-Eyes White Dragon'] },
    opp: { monsters: [{ card: 'Dark Paladin' }], hand: ['Monster Reborn'], graveyard: ['Dark Paladin'] },
  });
/** Activates the first Barrier (in the opponent's Main Phase, at their move to the Battle Phase) declaring `kind`. */
function barrier(d: Duel, kind: string): Duel {
  let x = play(d, { type: 'nextPhase', to: 'battle' });
  x = play(x, { type: 'activate', card: d.players[0].spellTraps[0]!.card });
  x = play(x, { type: 'select', option: kind });
  return passAll(x);
}

describe('Dimension Barrier', () => {
  it('declared Fusion: the face-up Fusion Monsters have their effects negated this turn', () => {
    const d = setUp();
    // Dark Paladin gains 500 for the Dragon in a Graveyard.
    expect(opp(d).monsters[0]).toMatchObject({ name: 'Dark Paladin', atk: 3400 });
    const x = barrier(d, 'Fusion');
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Dark Paladin', atk: 2900 });
    expect(me(x).graveyard).toContain('Dimension Barrier');
    // Next turn it is back.
    expect(opp(endTurn(x)).monsters[0]).toMatchObject({ atk: 3400 });
  });

  it('declared Fusion: neither player can Special Summon a Fusion Monster this turn (Monster Reborn finds no target)', () => {
    const x = barrier(setUp(), 'Fusion');
    expect(x.turn).toBe(4);
    // Back to Main Phase 2 of player 2: Monster Reborn could only revive Dark Paladin or Blue-Eyes; Blue-Eyes is still a target.
    const y = passAll(play(x, { type: 'nextPhase', to: 'main2' }));
    let z = play(y, { type: 'activate', card: idOf(y, 'Monster Reborn', 1) });
    expect(z.flow.prompt?.kind === 'chooseCard' && z.flow.prompt.cards).toEqual([idOf(y, 'Blue-Eyes White Dragon')]);
    z = passAll(play(z, { type: 'select', ids: [idOf(y, 'Blue-Eyes White Dragon')] }));
    while (z.flow.prompt) z = passAll(play(z, legal(z, 'select')[0]!));
    expect(opp(z).monsters.some((m) => m?.name === 'Blue-Eyes White Dragon')).toBe(true);
  });

  it('another declared type leaves the Fusion Monster alone', () => {
    const x = barrier(setUp(), 'Synchro');
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Dark Paladin', atk: 3400 });
    expect(x.rules.filter((r) => r.code === 'noSpecialSummonsOfKind').map((r) => [r.player, r.key])).toEqual([[0, 'synchro'], [1, 'synchro']]);
  });

  it('only 1 "Dimension Barrier" may be activated per turn', () => {
    const x = barrier(setUp(), 'Xyz');
    const second = setUp().players[0].spellTraps[1]!.card;
    expect(legal(x, 'activate', second)).toEqual([]);
  });
});
