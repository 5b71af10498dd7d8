import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';

// Magician of Faith: "FLIP: Target 1 Spell Card in your Graveyard; add that target to your hand."
describe('Magician of Faith', () => {
  const flipped = (graveyard: string[], oppGraveyard: string[] = []) => {
    const d = duelOf({ me: { monsters: [{ card: 'Magician of Faith', faceUp: false, position: 'defense' }], graveyard }, opp: { graveyard: oppGraveyard } });
    return { d, x: play(d, { type: 'flipSummon', card: idOf(d, 'Magician of Faith') }) };
  };

  it('FLIP: targets a Spell Card in your Graveyard (not a monster, not a Trap, not the opponent\'s) and adds it to your hand', () => {
    const { d, x } = flipped(['Pot of Greed', 'Dark Hole', 'Mirror Force', 'Feral Imp'], ['Raigeki']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Pot of Greed'), idOf(d, 'Dark Hole')].sort());
    const y = passAll(play(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] }));
    expect(me(y).hand).toEqual(['Pot of Greed']);
    expect(me(y).graveyard.sort()).toEqual(['Dark Hole', 'Feral Imp', 'Mirror Force']);
    expect(opp(y).graveyard).toEqual(['Raigeki']);
  });

  it('with no Spell Card in your Graveyard, nothing is targeted and nothing is added', () => {
    const { x } = flipped(['Mirror Force'], ['Raigeki']);
    expect(x.flow.prompt).toBeNull();
    expect(me(passAll(x)).hand).toEqual([]);
  });

  it('if the target has left the Graveyard before it resolves, nothing is added', () => {
    // A Set Quick-Play that banishes a card from a Graveyard (no card of the pool does it at Spell Speed 2).
    const quickBanish: CardDefinition = {
      passcode: '90000402', name: 'Test Quick Banish', frame: 'spell', subtype: ['quick-play'], text: 'A test Quick-Play Spell: banish a card from a Graveyard.',
      effects: [{
        kind: 'activation', label: 'Banish 1 card from a Graveyard', declares: ['banish'],
        targets: [{ prompt: 'Choose a card in a Graveyard', from: 'graveyard' }],
        resolve: (ctx) => ctx.banish(ctx.targets),
      }],
    };
    const engine = createEngine([...CARD_POOL, quickBanish]);
    const d = engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: ['Feral Imp'], graveyard: ['Pot of Greed'], monsters: [{ card: 'Magician of Faith', faceUp: false, position: 'defense' }] },
        { deck: ['Feral Imp'], spellTraps: [{ card: 'Test Quick Banish', faceUp: false }] },
      ],
    });
    let x = engine.applyAction(d, { type: 'flipSummon', card: idOf(d, 'Magician of Faith') });
    if (x.flow.prompt?.kind === 'chooseCard') x = engine.applyAction(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] });
    // The Flip effect is on the Chain, targeting Pot of Greed; the opponent banishes it in answer.
    x = engine.applyAction(x, { type: 'activate', card: idOf(d, 'Test Quick Banish', 1) });
    if (x.flow.prompt?.kind === 'chooseCard') x = engine.applyAction(x, { type: 'select', ids: [idOf(d, 'Pot of Greed')] });
    while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
    const mine = engine.summary(x).players[0];
    expect(mine.banished).toEqual(['Pot of Greed']);
    expect(mine.hand).toEqual([]);
  });
});
