import { describe, expect, it } from 'vitest';
import { applyAction, promptStage } from '..';
import { duelOf, idOf, legal, play } from './dsl';

/*
 * What an open prompt is part of (issue 36): the costs and targets of an activation being made (which
 * the player may still take back), or a Chain Link resolving (which cannot be: rulebook v9.1 "Chains
 * and Spell Speed", the card was activated and both players had their chance to respond).
 */
describe('promptStage', () => {
  it('a target chosen as Remove Trap is activated is part of the activation; none is open before', () => {
    const d = duelOf({ me: { hand: ['Remove Trap'], spellTraps: [{ card: 'Dragon Capture Jar', faceUp: true }] } });
    expect(promptStage(d)).toBeNull();
    const asked = play(d, { type: 'activate', card: idOf(d, 'Remove Trap') });
    expect(asked.flow.prompt?.reason).toBe('Choose a face-up Trap Card on the field');
    expect(promptStage(asked)).toBe('activation');
  });

  it('Monster Reborn: its target is part of the activation, the battle position is chosen as it resolves', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Summoned Skull'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    expect(promptStage(x)).toBe('activation');
    x = applyAction(x, legal(x, 'select')[0]!);
    while (x.flow.window) x = applyAction(x, { type: 'pass' });
    expect(x.flow.prompt?.kind).toBe('chooseOption');
    expect(promptStage(x)).toBe('resolution');
  });

  it('the hand size at the end of the turn is a rule of its own', () => {
    const d = duelOf({ me: { hand: Array<string>(7).fill('Celtic Guardian') }, phase: 'main2' });
    let x = applyAction(d, { type: 'nextPhase', to: 'end' });
    while (x.flow.window) x = applyAction(x, { type: 'pass' });
    expect(x.flow.prompt?.kind).toBe('handSizeDiscard');
    expect(promptStage(x)).toBe('rule');
  });
});
