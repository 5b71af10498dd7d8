/*
 * Ancient Lamp (texts-2016): "While this card is face-up on the field, during your Main Phase, you can Special Summon
 * "La Jinn the Mystical Genie of the Lamp" from your hand. When this face-down Defense Position card is attacked, select
 * 1 opponent's monster (except the attacking monster). The attacking monster attacks the selected monster instead."
 * The redirect goes off as the Lamp is flipped before damage calculation (official/c54912977.lua, EVENT_BATTLE_CONFIRM),
 * and damage calculation is performed between the attacker and its controller's monster (ctx.changeAttackTarget).
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const LAMP = 'Ancient Lamp';
const JINN = 'La Jinn the Mystical Genie of the Lamp';

/** The opponent (turn player) attacks my Lamp with Summoned Skull. */
function attackLamp(opponentMonsters: { card: string; position?: 'attack' | 'defense'; faceUp?: boolean }[], lamp: { faceUp?: boolean; position?: 'attack' | 'defense' } = { faceUp: false, position: 'defense' }): Duel {
  const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LAMP, ...lamp }] }, opp: { monsters: [{ card: 'Summoned Skull' }, ...opponentMonsters] } });
  return play(toBattle(d), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, LAMP) });
}

describe('Ancient Lamp', () => {
  it('attacked face-down, makes the attacker attack another monster of its controller: that player takes the battle damage', () => {
    let x = passAll(attackLamp([{ card: 'Celtic Guardian' }]));
    // The only other monster of the attacker's controller is taken as the target (or chosen).
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Celtic Guardian', 1)] }));
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).lp).toBe(8000 - (2500 - 1400));
    expect(me(x).lp).toBe(8000);
    // The Lamp was flipped face-up, not battled, and stays.
    expect(me(x).monsters[0]).toMatchObject({ name: LAMP, faceUp: true });
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
  });

  it('the attacker loses to a stronger monster of its own controller: it is destroyed and its controller takes the damage', () => {
    let x = passAll(attackLamp([{ card: 'Blue-Eyes White Dragon' }]));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', ids: [idOf(x, 'Blue-Eyes White Dragon', 1)] }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(opp(x).lp).toBe(8000 - 500);
    expect(me(x).lp).toBe(8000);
  });

  it('with no other monster of the attacker\'s controller, nothing is redirected: the Lamp is battled', () => {
    const x = passAll(attackLamp([]));
    expect(me(x).graveyard).toEqual([LAMP]);
    expect(opp(x).monsters.filter(Boolean)).toHaveLength(1);
  });

  it('face-up when attacked, it redirects nothing', () => {
    const x = passAll(attackLamp([{ card: 'Celtic Guardian' }], { faceUp: true, position: 'defense' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual([LAMP]);
    expect(opp(x).graveyard).toEqual([]);
  });

  it('while face-up, Special Summons "La Jinn the Mystical Genie of the Lamp" from the hand in the Main Phase, not once per turn only', () => {
    const d = duelOf({ me: { monsters: [{ card: LAMP }], hand: [JINN, JINN, 'Celtic Guardian'] } });
    expect(legal(d, 'activate', idOf(d, LAMP))).toHaveLength(1);
    let x = passAll(play(d, legal(d, 'activate', idOf(d, LAMP))[0]!));
    // Each question answered with its first choice (which La Jinn, its position).
    for (let p = x.flow.prompt; p && p.kind !== 'handSizeDiscard'; p = x.flow.prompt) x = passAll(play(x, p.kind === 'chooseCard' ? { type: 'select', ids: [p.cards[0]!] } : { type: 'select', option: p.options[0]! }));
    expect(me(x).monsters.filter((m) => m?.name === JINN)).toHaveLength(1);
    expect(legal(x, 'activate', idOf(x, LAMP))).toHaveLength(1);
    // Without La Jinn in the hand, or face-down, it cannot be used.
    expect(legal(duelOf({ me: { monsters: [{ card: LAMP }], hand: ['Celtic Guardian'] } }), 'activate')).toEqual([]);
    const down = duelOf({ me: { monsters: [{ card: LAMP, faceUp: false, position: 'defense' }], hand: [JINN] } });
    expect(legal(down, 'activate', idOf(down, LAMP))).toEqual([]);
  });
});
