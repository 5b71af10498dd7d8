import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { attackOf } from '../../engine/draft';
import { createEngine } from '../../engine/engine';
import type { Action, Duel } from '../../engine';
import { duelOf, FILLER, idOf, idsOf, me, opp, passWindows, pendulumOffer, play } from '../../engine/test/dsl';
import { legalActions, summary } from '../../engine';

const STARGAZER = 'Stargazer Magician';
const pendulumNames = (d: Duel): string[] => pendulumOffer(d).map((id) => d.cards[id]!.passcode);
const offered = (d: Duel, name: string): boolean => pendulumNames(d).includes(d.cards[idOf(d, name)]!.passcode);

describe('Stargazer Magician', () => {
  it('Pendulum Effect: its Scale is 1 beside a "Magician" or "Odd-Eyes" card, 4 beside any other card', () => {
    const hand = ['Celtic Guardian', 'Summoned Skull', 'Baby Dragon'];
    // Scales 1 and 8: Levels 2 to 7.
    const gazers = duelOf({ me: { hand, pendulum: [STARGAZER, 'Timegazer Magician'] } });
    expect(['Celtic Guardian', 'Summoned Skull', 'Baby Dragon'].every((n) => offered(gazers, n))).toBe(true);
    // Scales 1 and 4 (Odd-Eyes): Levels 2 and 3 only.
    const odd = duelOf({ me: { hand, pendulum: [STARGAZER, 'Odd-Eyes Pendulum Dragon'] } });
    expect(['Baby Dragon'].every((n) => offered(odd, n))).toBe(true);
    expect(offered(odd, 'Celtic Guardian')).toBe(false);
    // Beside Flash Knight (Scale 7) it becomes 4: Levels 5 and 6 only.
    const knight = duelOf({ me: { hand, pendulum: [STARGAZER, 'Flash Knight'] } });
    expect(offered(knight, 'Summoned Skull')).toBe(true);
    expect(offered(knight, 'Baby Dragon')).toBe(false);
    expect(offered(knight, 'Celtic Guardian')).toBe(false);
  });

  it('Pendulum Effect: while your Pendulum Monster battles, your opponent cannot activate Spell Cards until the end of the Damage Step', () => {
    const spell: CardDefinition = {
      passcode: '90000202', name: 'Test Battle Spell', frame: 'spell', subtype: ['quick-play'], text: 'A test Quick-Play Spell for the Damage Step.',
      effects: [{ kind: 'activation', label: 'Gain 100 LP', declares: ['recover'], damageStep: true, resolve: (ctx) => ctx.gainLp(ctx.player, 100) }],
    };
    const engine = createEngine([...CARD_POOL, spell]);
    const damageStepWindow = (pendulum: [string | null, string | null], attacker: string): { d: Duel; x: Duel } => {
      const d = engine.loadScenario({
        turn: 3, turnPlayer: 0, phase: 'main1',
        players: [{ deck: FILLER(), pendulum, monsters: [{ card: attacker }] }, { deck: FILLER(), monsters: [{ card: 'Mystical Elf', position: 'defense' }], spellTraps: [{ card: 'Test Battle Spell', faceUp: false }] }],
      });
      let x = engine.applyAction(d, { type: 'nextPhase', to: 'battle' });
      while (x.flow.window?.kind === 'phaseEnd') x = engine.applyAction(x, { type: 'pass' });
      x = engine.applyAction(x, { type: 'attack', card: idOf(x, attacker), target: idOf(x, 'Mystical Elf', 1) });
      while (x.flow.window && !attackOf(x)?.damageStep) x = engine.applyAction(x, { type: 'pass' });
      return { d, x };
    };
    const canActivate = (x: Duel): boolean => engine.legalActions(x).some((a: Action) => a.type === 'activate' && a.card === idOf(x, 'Test Battle Spell', 1));
    // Flash Knight (a Pendulum Monster) battles: the Spell is barred, so no Damage Step window opens
    // for the opponent and the battle is over, the Spell still Set.
    const barred = damageStepWindow([STARGAZER, null], 'Flash Knight');
    expect(attackOf(barred.x)).toBeNull();
    expect(barred.x.flow.window).toBeNull();
    expect(engine.summary(barred.x).players[1].spellTraps[0]).toMatchObject({ faceUp: false });
    expect(engine.summary(barred.x).players[1].lp).toBe(8000);
    // A non-Pendulum attacker, or no Stargazer: the opponent may activate it.
    const other = damageStepWindow([STARGAZER, null], 'Celtic Guardian');
    expect(attackOf(other.x)?.damageStep).toBe(true);
    expect(canActivate(other.x)).toBe(true);
    const none = damageStepWindow([null, null], 'Flash Knight');
    expect(canActivate(none.x)).toBe(true);
    let after = engine.applyAction(none.x, { type: 'activate', card: idOf(none.x, 'Test Battle Spell', 1), effect: 0 });
    while (after.flow.window) after = engine.applyAction(after, { type: 'pass' });
    expect(engine.summary(after).players[1]).toMatchObject({ lp: 8100, graveyard: ['Test Battle Spell'] });
  });

  it("monster effect: when your opponent's card effect returns your other Pendulum Monster to the hand, you can Special Summon 1 with that name from your hand, once per turn", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { hand: ['Flash Knight'], monsters: [{ card: STARGAZER }, { card: 'Flash Knight' }] },
      opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }, { card: 'Hane-Hane', faceUp: false, position: 'defense' }] },
    });
    const onField = d.players[0].monsters[1]!.card;
    let x = play(d, { type: 'flipSummon', card: idsOf(d, 'Hane-Hane', 1)[0]! }, { type: 'select', ids: [onField] });
    while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    x = play(x, { type: 'select', ids: [onField] });
    x = play(x, { type: 'select', option: 'defense' });
    while (x.flow.window) x = play(x, { type: 'pass' });
    expect(me(x).monsters.filter((m) => m?.name === 'Flash Knight')).toEqual([expect.objectContaining({ position: 'defense', faceUp: true })]);
    expect(me(x).hand).toEqual(['Flash Knight']);
    // Once per turn: a second Hane-Hane bouncing it again the same turn sets nothing off.
    const again = me(x).monsters.findIndex((m) => m?.name === 'Flash Knight');
    x = play(x, { type: 'flipSummon', card: idsOf(d, 'Hane-Hane', 1)[1]! }, { type: 'select', ids: [x.players[0].monsters[again]!.card] });
    while (x.flow.window && !x.flow.prompt) x = play(x, { type: 'pass' });
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual(['Flash Knight', 'Flash Knight']);
    // Its own bounce, or a non-Pendulum Monster's, does not set it off.
    const own = duelOf({ turnPlayer: 1, me: { hand: ['Celtic Guardian'], monsters: [{ card: STARGAZER }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] } });
    const y = play(own, { type: 'flipSummon', card: idOf(own, 'Hane-Hane', 1) }, { type: 'select', ids: [own.players[0].monsters[1]!.card] });
    expect(y.flow.prompt).toBeNull();
    expect(opp(y).monsters[0]?.name).toBe('Hane-Hane');
  });

  it('monster effect: a Pendulum Monster returned to the hand in the Damage Step (Wall of Illusion) does not set it off, and the battle goes on to the Battle Step', () => {
    // Flash Knight (1800) attacks Wall of Illusion (DEF 1850): after damage calculation the Wall returns it to the hand.
    const d = duelOf({
      me: { hand: ['Flash Knight'], monsters: [{ card: STARGAZER, position: 'defense' }, { card: 'Flash Knight' }] },
      opp: { monsters: [{ card: 'Wall of Illusion', position: 'defense' }] },
    });
    const knight = d.players[0].monsters[1]!.card;
    let x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    x = play(x, { type: 'attack', card: knight, target: idOf(d, 'Wall of Illusion', 1) });
    for (let i = 0; i < 10 && x.flow.window; i++) x = play(x, { type: 'pass' });
    expect(me(x).hand).toEqual(['Flash Knight', 'Flash Knight']);
    expect(me(x).lp).toBe(7950);
    // Not asked: the return happened in the Damage Step. The duel goes on (it used to wait for a Chain that never came).
    expect(x.flow.prompt).toBeNull();
    expect(attackOf(x)).toBeNull();
    expect(summary(x).step).toBe('battle');
    expect(legalActions(x)).toContainEqual({ type: 'nextPhase', to: 'main2' });
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(d, STARGAZER))).toBe(false);
  });
});
