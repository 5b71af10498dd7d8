import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import { legalActions, type Duel } from '../../engine';
import { duelOf, FILLER, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Dark Flare Knight: ""Dark Magician" + "Flame Swordsman" / Any damage to this card's controller caused as a
 * result of battle involving this monster becomes 0. When this card is destroyed and sent to the Graveyard as
 * a result of battle, Special Summon 1 "Mirage Knight" from your hand or Deck." Mirage Knight is not in the
 * pool: a stand-in of its name and facts joins a test pool for that effect. GOAT: the same script (no variant).
 */
const MIRAGE: CardDefinition = { passcode: '49217579', name: 'Mirage Knight', frame: 'effect', attribute: 'LIGHT', monsterType: 'Warrior', level: 8, atk: 2800, def: 2000, text: 'A stand-in.' };
const engine = createEngine([...CARD_POOL, MIRAGE]);

describe('Dark Flare Knight', () => {
  it('is Fusion Summoned from "Dark Magician" + "Flame Swordsman"', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Dark Magician'], extra: ['Dark Flare Knight'], monsters: [{ card: 'Flame Swordsman' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    x = passAll(x);
    while (x.flow.prompt) x = passAll(play(x, legalActions(x)[0]!));
    expect(me(x).monsters.find((m) => m)).toMatchObject({ name: 'Dark Flare Knight', atk: 2200, def: 800 });
    expect(me(x).graveyard.sort()).toEqual(['Dark Magician', 'Flame Swordsman', 'Polymerization']);
  });

  const battle = (mine: { card: string; position?: 'attack' | 'defense' }[], theirs: string, target: string, attacker: 'me' | 'opp'): Duel => {
    const d = duelOf({ turnPlayer: attacker === 'me' ? 0 : 1, me: { monsters: mine }, opp: { monsters: [{ card: theirs }] } });
    const [a, t] = attacker === 'me' ? [idOf(d, target), idOf(d, theirs, 1)] : [idOf(d, theirs, 1), idOf(d, target)];
    return passAll(play(toBattle(d), { type: 'attack', card: a, target: t }));
  };

  it('attacking a stronger monster: destroyed, but its controller takes no battle damage', () => {
    const x = battle([{ card: 'Dark Flare Knight' }], 'Blue-Eyes White Dragon', 'Dark Flare Knight', 'me');
    expect(me(x).lp).toBe(8000);
    expect(me(x).graveyard).toEqual(['Dark Flare Knight']);
  });

  it('attacked by a stronger monster in the opponent\'s turn: no battle damage either', () => {
    const x = battle([{ card: 'Dark Flare Knight' }], 'Blue-Eyes White Dragon', 'Dark Flare Knight', 'opp');
    expect(me(x).lp).toBe(8000);
    expect(me(x).graveyard).toEqual(['Dark Flare Knight']);
  });

  it('attacking a Defense Position monster with a higher DEF: no battle damage', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Dark Flare Knight' }] }, opp: { monsters: [{ card: 'Big Shield Gardna', position: 'defense' }] } });
    const x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, 'Dark Flare Knight'), target: idOf(d, 'Big Shield Gardna', 1) }));
    expect(me(x).lp).toBe(8000); // 2200 ATK against 2600 DEF
  });

  it('the opponent still takes battle damage from it', () => {
    const x = battle([{ card: 'Dark Flare Knight' }], 'Celtic Guardian', 'Dark Flare Knight', 'me');
    expect(opp(x).lp).toBe(8000 - 800);
  });

  it('another of its controller\'s monsters battling: battle damage as usual', () => {
    const x = battle([{ card: 'Dark Flare Knight' }, { card: 'Feral Imp' }], 'Blue-Eyes White Dragon', 'Feral Imp', 'me');
    expect(me(x).lp).toBe(8000 - 1700);
  });

  it('destroyed by battle: Special Summon 1 "Mirage Knight" from the hand or Deck (none in the pool: nothing happens)', () => {
    const scenario = (hand: string[], deck: string[]) => engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [
      { hand, deck, monsters: [{ card: 'Dark Flare Knight', position: 'attack' }] },
      { deck: FILLER(), monsters: [{ card: 'Blue-Eyes White Dragon', position: 'attack' }] },
    ] });
    const fight = (d: Duel): Duel => {
      let x = engine.applyAction(d, { type: 'nextPhase', to: 'battle' });
      while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
      x = engine.applyAction(x, { type: 'attack', card: idOf(d, 'Dark Flare Knight'), target: idOf(d, 'Blue-Eyes White Dragon', 1) });
      while (x.flow.window || x.flow.prompt) x = engine.applyAction(x, x.flow.prompt ? engine.legalActions(x)[0]! : { type: 'pass' });
      return x;
    };
    const fromDeck = engine.summary(fight(scenario([], ['Mirage Knight', ...FILLER(3)]))).players[0];
    expect(fromDeck.monsters.find((m) => m)?.name).toBe('Mirage Knight');
    expect(fromDeck.deck).toBe(3);
    const fromHand = engine.summary(fight(scenario(['Mirage Knight'], FILLER(3)))).players[0];
    expect(fromHand.monsters.find((m) => m)?.name).toBe('Mirage Knight');
    expect(fromHand.hand).toEqual([]);
    const none = engine.summary(fight(scenario([], FILLER(3)))).players[0];
    expect(none.monsters.every((m) => m === null)).toBe(true);
    expect(none.graveyard).toEqual(['Dark Flare Knight']);
  });
});
