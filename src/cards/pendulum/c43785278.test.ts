import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { PENDULUM_SCALE } from '../../engine/state';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

/*
 * Foucault's Cannon (texts-2016): "Pendulum Effect: During the End Phase, if this card was activated this turn: You can
 * target 1 face-up Spell/Trap Card on the field; destroy it." (ygopro c43785278: an optional Trigger in the Pendulum Zone,
 * once per turn, the flag set as the card is activated.) A Normal Pendulum Monster: test/normalPendulumMonsters.test.ts.
 */
const CANNON = "Foucault's Cannon";

/** Goes to the End Phase, passing the windows on the way, until a prompt is asked or the turn ends. */
function toEndPhase(duel: Duel): Duel {
  let x = play(duel, { type: 'nextPhase', to: 'end' });
  while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
  return x;
}
const resolve = (duel: Duel): Duel => {
  let x = duel;
  while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
  return x;
};

describe("Foucault's Cannon", () => {
  it('activated this turn: in the End Phase you can target a face-up Spell or Trap Card on the field and destroy it', () => {
    const d = duelOf({
      me: { hand: [CANNON], spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Call of the Haunted', faceUp: true }, { card: 'Mystical Space Typhoon' }], pendulum: ['Flash Knight', null] },
    });
    let x = resolve(play(d, { type: 'activate', card: idOf(d, CANNON), effect: PENDULUM_SCALE, zone: 0 }));
    x = toEndPhase(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    // Face-up cards of either side (the Pendulum Zones' too, this card included); not the Set one.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(new Set(offered)).toEqual(new Set([idOf(d, 'Swords of Revealing Light'), idOf(d, 'Call of the Haunted', 1), idOf(d, 'Flash Knight', 1), idOf(d, CANNON)]));
    x = resolve(play(x, { type: 'select', ids: [idOf(d, 'Call of the Haunted', 1)] }));
    expect(opp(x).graveyard).toEqual(['Call of the Haunted']);
    expect(me(x).pendulum[0]).toMatchObject({ name: CANNON });
  });

  it('not in the End Phase of a turn it was not activated in (placed in an earlier turn)', () => {
    const d = duelOf({ me: { pendulum: [CANNON, null] }, opp: { spellTraps: [{ card: 'Call of the Haunted', faceUp: true }] } });
    const x = toEndPhase(d);
    expect(x.flow.prompt).toBeNull();
    expect(opp(x).spellTraps[0]).toMatchObject({ name: 'Call of the Haunted', faceUp: true });
  });

  it('with no face-up Spell or Trap Card but itself, it may destroy itself (to the Extra Deck); declined, nothing happens', () => {
    const d = duelOf({ me: { hand: [CANNON] } });
    let x = toEndPhase(play(d, { type: 'activate', card: idOf(d, CANNON), effect: PENDULUM_SCALE }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    const declined = resolve(play(x, { type: 'select', option: 'no' }));
    expect(me(declined).pendulum[0]).toMatchObject({ name: CANNON });
    x = play(x, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, CANNON)] });
    x = resolve(x);
    expect(me(x).pendulum[0]).toBeNull();
    expect(me(x).extra).toEqual([CANNON]);
  });
});
