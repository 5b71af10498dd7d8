import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { attackOf } from '../../engine/draft';
import { createEngine } from '../../engine/engine';
import type { Duel } from '../../engine';
import { duelOf, FILLER, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

const ODD_EYES = 'Odd-Eyes Pendulum Dragon';

/** Plays on to the Damage Step of the attack just declared (both players passing). */
function toDamageStep(duel: Duel): Duel {
  let x = duel;
  while (x.flow.window && !attackOf(x)?.damageStep) x = play(x, { type: 'pass' });
  return x;
}
const finish = (duel: Duel): Duel => {
  let x = duel;
  while (x.flow.window) x = play(x, { type: 'pass' });
  return x;
};
const battle = (s: Parameters<typeof duelOf>[0]): Duel => passWindows(play(duelOf(s), { type: 'nextPhase', to: 'battle' }));

describe('Odd-Eyes Pendulum Dragon', () => {
  it("monster effect: the battle damage it deals in a battle with an opponent's monster is doubled; a direct attack is not", () => {
    const d = battle({ me: { monsters: [{ card: ODD_EYES }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = finish(play(d, { type: 'attack', card: idOf(d, ODD_EYES), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000 - 2 * (2500 - 1400));
    const bare = battle({ me: { monsters: [{ card: ODD_EYES }] } });
    expect(opp(finish(play(bare, { type: 'attack', card: idOf(bare, ODD_EYES), target: 'direct' }))).lp).toBe(8000 - 2500);
    // Attacked by a weaker monster, it still deals the damage (doubled); damage it takes is not doubled.
    const hit = battle({ turnPlayer: 1, me: { monsters: [{ card: ODD_EYES }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] } });
    const y = finish(play(hit, { type: 'attack', card: idOf(hit, 'Celtic Guardian', 1), target: idOf(hit, ODD_EYES) }));
    expect(opp(y).lp).toBe(8000 - 2 * 1100);
  });

  it('its monster effect does not apply from the Pendulum Zone, nor its Pendulum Effects from a Monster Zone', () => {
    const d = battle({ me: { pendulum: [ODD_EYES, null], monsters: [{ card: 'Flash Knight' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = finish(play(d, { type: 'attack', card: idOf(d, 'Flash Knight'), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(x).lp).toBe(8000 - 400);
    const asMonster = battle({ turnPlayer: 1, me: { monsters: [{ card: ODD_EYES }, { card: 'Flash Knight' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    // Nothing to activate: no window opens, and the battle damage is taken (and not doubled).
    const y = play(asMonster, { type: 'attack', card: idOf(asMonster, 'Summoned Skull', 1), target: idOf(asMonster, 'Flash Knight') });
    expect(y.flow.window).toBeNull();
    expect(me(y).lp).toBe(8000 - 700);
  });

  it('Pendulum Effect: in a battle involving your Pendulum Monster you can take no battle damage from it; not for other monsters', () => {
    const d = battle({
      turnPlayer: 1,
      me: { pendulum: [ODD_EYES, null], monsters: [{ card: 'Flash Knight' }, { card: 'Celtic Guardian' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Summoned Skull' }] },
    });
    const [skull, skull2] = [0, 1].map((i) => d.players[1].monsters[i]!.card);
    const odd = idOf(d, ODD_EYES);
    // An attack on Celtic Guardian (not a Pendulum Monster): not offered.
    let x = toDamageStep(play(d, { type: 'attack', card: skull!, target: idOf(d, 'Celtic Guardian') }));
    expect(legal(x, 'activate', odd)).toEqual([]);
    x = finish(x);
    expect(me(x).lp).toBe(8000 - 1100);
    x = toDamageStep(play(x, { type: 'attack', card: skull2!, target: idOf(d, 'Flash Knight') }));
    expect(legal(x, 'activate', odd)).toHaveLength(1);
    x = finish(play(x, { type: 'activate', card: odd, effect: 0 }));
    expect(me(x).lp).toBe(8000 - 1100);
    expect(me(x).monsters.some((m) => m?.name === 'Flash Knight')).toBe(false);
  });

  it('Pendulum Effect: taking no battle damage is once per turn', () => {
    const d = battle({
      turnPlayer: 1,
      me: { pendulum: [ODD_EYES, null], monsters: [{ card: 'Flash Knight' }, { card: 'Flash Knight' }] },
      opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Summoned Skull' }] },
    });
    const [skull, skull2] = [0, 1].map((i) => d.players[1].monsters[i]!.card);
    const [knight, knight2] = [0, 1].map((i) => d.players[0].monsters[i]!.card);
    const odd = idOf(d, ODD_EYES);
    let x = toDamageStep(play(d, { type: 'attack', card: skull!, target: knight! }));
    x = finish(play(x, { type: 'activate', card: odd, effect: 0 }));
    expect(me(x).lp).toBe(8000);
    // The second battle that turn: not offered again (no window), and the damage is taken.
    x = play(x, { type: 'attack', card: skull2!, target: knight2! });
    expect(attackOf(x)?.damageStep).not.toBe(true);
    x = finish(x);
    expect(me(x).lp).toBe(8000 - 700);
  });

  it('Pendulum Effect: in your End Phase you can destroy it (face-up to the Extra Deck) to add a Pendulum Monster with 1500 or less ATK from the Deck', () => {
    const small: CardDefinition = { passcode: '90000201', name: 'Test Small Pendulum', frame: 'pendulum', subtype: ['normal'], attribute: 'DARK', monsterType: 'Spellcaster', level: 3, scale: 2, atk: 1500, def: 0, text: 'A test Pendulum Monster.' };
    const engine = createEngine([...CARD_POOL, small]);
    const d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: ['Flash Knight', 'Test Small Pendulum', ...FILLER(5)], pendulum: [ODD_EYES, null] }, { deck: FILLER() }] });
    let x = engine.applyAction(d, { type: 'nextPhase', to: 'end' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = engine.applyAction(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = engine.applyAction(x, { type: 'select', ids: [idOf(x, 'Test Small Pendulum')] });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    const mine = engine.summary(x).players[0];
    expect(mine.hand).toEqual(['Test Small Pendulum']);
    expect(mine.pendulum).toEqual([null, null]);
    expect(mine.extra).toEqual([ODD_EYES]);
    expect(engine.viewFor(x, 1).players[0].extraFaceUp).toEqual([idOf(x, ODD_EYES)]);
    // With no such monster in the Deck it is not offered.
    const none = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ deck: ['Flash Knight', ...FILLER(5)], pendulum: [ODD_EYES, null] }, { deck: FILLER() }] });
    const y = engine.applyAction(none, { type: 'nextPhase', to: 'end' });
    expect(y.flow.prompt).toBeNull();
    expect(engine.summary(y).players[0].pendulum[0]).toEqual({ name: ODD_EYES, faceUp: true });
  });
});
