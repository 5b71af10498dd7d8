import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { PENDULUM_SCALE } from '../../engine/state';
import { duelOf, idOf, me, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Performapal King Bear (texts-2016): "Pendulum Effect / Once per turn, during the End Phase, if this card was activated
 * this turn: You can destroy this card, and if you do, add 1 Level 7 or higher monster to your hand, that is either in
 * your Graveyard or face-up in your Extra Deck. / Monster Effect / Cannot be destroyed by Spell/Trap effects while in
 * face-up Attack Position. This card gains 100 ATK for each "Performapal" card you control, during your Battle Phase only."
 */
const BEAR = 'Performapal King Bear';

/** Activates King Bear from the hand in the left Pendulum Zone and goes on to the End Phase, where its effect is offered. */
function toEndPhase(d: Duel): Duel {
  const x = passAll(play(d, { type: 'activate', card: idOf(d, BEAR), effect: PENDULUM_SCALE, zone: 0 }));
  return play(x, { type: 'nextPhase', to: 'end' });
}

describe('Performapal King Bear', () => {
  it('Pendulum Effect: in the End Phase of the turn it was activated, destroy it and add a Level 7+ monster from the Graveyard', () => {
    const d = duelOf({ me: { hand: [BEAR], graveyard: ['Dark Magician', 'Celtic Guardian'] } });
    let x = toEndPhase(d);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    // Destroyed first, King Bear (Level 6) is face-up in the Extra Deck but not offered; Celtic Guardian (4) neither.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).toEqual([idOf(d, 'Dark Magician')]);
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] }));
    expect(me(x)).toMatchObject({ hand: ['Dark Magician'], pendulum: [null, null], extra: [BEAR], graveyard: ['Celtic Guardian'] });
  });

  it('Pendulum Effect: also a Level 7+ monster face-up in the Extra Deck, not a face-down one; declined, it stays', () => {
    const d = duelOf({ me: { hand: [BEAR], extra: [{ card: 'Odd-Eyes Pendulum Dragon', faceUp: true }, 'Blue-Eyes Ultimate Dragon'] } });
    let x = play(toEndPhase(d), { type: 'select', option: 'yes' });
    expect(x.flow.prompt?.kind === 'chooseCard' && x.flow.prompt.cards).not.toContain(idOf(d, 'Blue-Eyes Ultimate Dragon'));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Odd-Eyes Pendulum Dragon')] }));
    expect(me(x).hand).toEqual(['Odd-Eyes Pendulum Dragon']);
    const declined = passAll(play(toEndPhase(d), { type: 'select', option: 'no' }));
    expect(me(declined).pendulum[0]).toEqual({ name: BEAR, faceUp: true });
  });

  it('Pendulum Effect: not offered if it was not activated this turn, nor without a Level 7+ monster to add', () => {
    const placed = duelOf({ me: { pendulum: [BEAR, null], graveyard: ['Dark Magician'] } });
    expect(play(placed, { type: 'nextPhase', to: 'end' }).flow.prompt).toBeNull();
    const none = duelOf({ me: { hand: [BEAR], graveyard: ['Celtic Guardian'], extra: ['Blue-Eyes Ultimate Dragon'] } });
    const x = toEndPhase(none);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).pendulum[0]).toEqual({ name: BEAR, faceUp: true });
  });

  it('monster effect: in face-up Attack Position Spell effects do not destroy it (Dark Hole); in Defense Position they do', () => {
    const atk = duelOf({ turnPlayer: 1, me: { monsters: [{ card: BEAR }, { card: 'Celtic Guardian' }] }, opp: { hand: ['Dark Hole'] } });
    const x = passAll(play(atk, { type: 'activate', card: idOf(atk, 'Dark Hole', 1) }));
    expect(me(x).monsters.filter((m) => m !== null).map((m) => m!.name)).toEqual([BEAR]);
    const def = duelOf({ turnPlayer: 1, me: { monsters: [{ card: BEAR, position: 'defense' }] }, opp: { hand: ['Dark Hole'] } });
    const y = passAll(play(def, { type: 'activate', card: idOf(def, 'Dark Hole', 1) }));
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
    expect(me(y).extra).toEqual([BEAR]);
  });

  it('monster effect: during your Battle Phase only, 100 ATK more for each face-up "Performapal" card you control (itself too)', () => {
    const d = duelOf({
      me: { pendulum: ['Performapal Swincobra', null], monsters: [{ card: BEAR }, { card: 'Performapal Drummerilla' }, { card: 'Performapal Swincobra', faceUp: false, position: 'defense' }] },
    });
    const bearAtk = (x: Duel): number | undefined => me(x).monsters.find((m) => m?.name === BEAR)?.atk;
    expect(bearAtk(d)).toBe(2200);
    // King Bear, Drummerilla and the Swincobra in the Pendulum Zone: 3 (the face-down one is not counted).
    expect(bearAtk(toBattle(d))).toBe(2500);
    expect(bearAtk(passAll(play(toBattle(d), { type: 'nextPhase', to: 'main2' })))).toBe(2200);
    // The opponent's Battle Phase: no gain.
    const theirs = toBattle(duelOf({ turnPlayer: 1, me: { pendulum: ['Performapal Swincobra', null], monsters: [{ card: BEAR }] } }));
    expect(bearAtk(theirs)).toBe(2200);
  });
});
