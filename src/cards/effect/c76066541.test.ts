import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import type { Action, Duel, Scenario } from '../../engine';

/*
 * Dragon Dowser (texts-2016): "When this card is destroyed by battle and sent to the Graveyard or when this card you control
 * is destroyed by an opponent's card effect and sent to your Graveyard: You can Special Summon 1 EARTH Pendulum Monster from
 * your Deck in Defense Position, but destroy it during the End Phase. You can only use this effect of "Dragon Dowser" once
 * per turn." (ygopro c76066541.) The pool has no EARTH Pendulum Monster yet: a made-up one of a test pool.
 */
const DOWSER = 'Dragon Dowser';
const EARTH_PENDULUM: CardDefinition = {
  passcode: '90000301', name: 'Test Earth Pendulum', frame: 'pendulum', subtype: ['normal'], attribute: 'EARTH', monsterType: 'Beast',
  level: 4, scale: 3, atk: 1000, def: 1000, text: 'A test EARTH Pendulum Monster.',
};
const engine = createEngine([...CARD_POOL, EARTH_PENDULUM]);
const FILL = Array.from({ length: 6 }, () => 'Celtic Guardian');
const scenario = (turnPlayer: 0 | 1, me: Scenario['players'][0], opp: Scenario['players'][1] = {}): Duel =>
  engine.loadScenario({ turn: 3, turnPlayer, phase: 'main1', players: [{ deck: FILL, ...me }, { deck: FILL, ...opp }] });
const act = (d: Duel, ...actions: Action[]): Duel => actions.reduce(engine.applyAction, d);
const idOf = (d: Duel, name: string, owner: 0 | 1 = 0): string =>
  Object.values(d.cards).find((c) => c.owner === owner && engine.cardName(d, c.id) === name)!.id;
/** Passes windows until a prompt is asked or nothing is open. */
const settle = (d: Duel): Duel => {
  let x = d;
  while (x.flow.window && !x.flow.prompt) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
const mine = (d: Duel) => engine.summary(d).players[0];
/** Says yes to the Trigger, then chooses the first monster offered. */
function yes(d: Duel): Duel {
  let x = settle(act(d, { type: 'select', option: 'yes' }));
  if (x.flow.prompt?.kind === 'chooseCard') x = settle(act(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] }));
  return x;
}

/** The opponent attacks Dragon Dowser with Summoned Skull in their Battle Phase. */
function attacked(deck: string[]): Duel {
  let d = scenario(1, { monsters: [{ card: DOWSER }], deck: [...deck, ...FILL] }, { monsters: [{ card: 'Summoned Skull' }] });
  d = act(d, { type: 'nextPhase', to: 'battle' });
  while (d.flow.window?.kind === 'phaseEnd') d = engine.applyAction(d, { type: 'pass' });
  return settle(act(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, DOWSER) }));
}

describe('Dragon Dowser', () => {
  it('destroyed by battle: you can Special Summon an EARTH Pendulum Monster from the Deck in Defense Position, destroyed in the End Phase', () => {
    let x = attacked(['Test Earth Pendulum', 'Flash Knight']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = settle(act(x, { type: 'select', option: 'yes' }));
    // Flash Knight is LIGHT: only the EARTH Pendulum Monster is offered; it comes in Defense Position (no position asked).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(x, 'Test Earth Pendulum')] });
    x = settle(act(x, { type: 'select', ids: [idOf(x, 'Test Earth Pendulum')] }));
    expect(mine(x).monsters[0]).toMatchObject({ name: 'Test Earth Pendulum', position: 'defense', faceUp: true });
    expect(mine(x).graveyard).toEqual([DOWSER]);
    // The End Phase: it is destroyed (face-up to the Extra Deck).
    x = act(x, { type: 'nextPhase', to: 'end' });
    x = settle(x);
    expect(mine(x).monsters[0]).toBeNull();
    expect(mine(x).extra).toEqual(['Test Earth Pendulum']);
  });

  it('no EARTH Pendulum Monster in the Deck: nothing is offered', () => {
    const x = attacked(['Flash Knight']);
    expect(x.flow.prompt).toBeNull();
  });

  it("destroyed by the opponent's card effect: it goes off; destroyed by your own card effect, it does not", () => {
    const theirs = scenario(1, { monsters: [{ card: DOWSER }], deck: ['Test Earth Pendulum', ...FILL] }, { hand: ['Raigeki'] });
    let x = settle(act(theirs, { type: 'activate', card: idOf(theirs, 'Raigeki', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = yes(x);
    expect(mine(x).monsters[0]).toMatchObject({ name: 'Test Earth Pendulum' });
    const own = scenario(0, { monsters: [{ card: DOWSER }], hand: ['Dark Hole'], deck: ['Test Earth Pendulum', ...FILL] });
    const y = settle(act(own, { type: 'activate', card: idOf(own, 'Dark Hole') }));
    expect(y.flow.prompt).toBeNull();
    expect(mine(y).graveyard).toEqual([DOWSER, 'Dark Hole']);
  });

  it('once per turn: a second Dragon Dowser destroyed that turn does not go off', () => {
    const d = scenario(1, { monsters: [{ card: DOWSER }, { card: DOWSER }], deck: ['Test Earth Pendulum', 'Test Earth Pendulum', ...FILL] }, { hand: ['Raigeki'] });
    let x = settle(act(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) }));
    // Both destroyed together: one of them goes off (its prompt), then no other.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'], player: 0 });
    x = yes(x);
    expect(x.flow.prompt).toBeNull();
    expect(mine(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Test Earth Pendulum']);
  });
});
