import { describe, expect, it } from 'vitest';
import { applyAction, loadScenario, legalActions } from '../engine';
import { duelOf, idOf } from '../engine/test/dsl';
import { endTurn } from '../engine/test/turns';
import { buildInteraction, interactionFor, responseWindow, selectableIds, summonsForZone, zonesForCard } from './interaction';

describe('the mat adapter over legalActions', () => {
  it('lists what may be Summoned or Set into an empty Monster Zone, with the zone filled in', () => {
    const duel = loadScenario({
      turn: 1, turnPlayer: 0, phase: 'main1', seed: 1,
      players: [
        { lp: 8000, hand: ['Celtic Guardian'], deck: ['Celtic Guardian'], monsters: [{ card: 'Summoned Skull', position: 'attack' }] },
        { lp: 8000, hand: [], deck: ['Celtic Guardian'] },
      ],
    } as never);
    const ia = buildInteraction(duel, legalActions(duel));
    const intoZone2 = summonsForZone(ia, 1);
    expect(intoZone2.map((a) => a.type).sort()).toEqual(['normalSummon', 'setMonster']);
    expect(intoZone2.every((a) => a.zone === 1)).toBe(true);
    // Zone 1 holds Summoned Skull: nothing of Level 4 or lower may go there.
    expect(summonsForZone(ia, 0)).toEqual([]);
    expect(responseWindow(ia)).toBeNull();
    expect(selectableIds(ia).size).toBe(0);
  });
});

describe('Monster Zones that cannot be used (Ojama King)', () => {
  it("are no drop target and list nothing for the opponent's Summons", () => {
    const d0 = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Ojama King'] }, opp: { hand: ['Feral Imp'] } });
    let d = applyAction(d0, { type: 'activate', card: idOf(d0, 'Monster Reborn') });
    const zones = ['Monster Zone 1', 'Monster Zone 2', 'Monster Zone 5'];
    for (let guard = 0; guard < 30 && (d.flow.prompt || d.flow.window); guard++) {
      const prompt = d.flow.prompt;
      if (!prompt) d = applyAction(d, { type: 'pass' });
      else if (prompt.kind === 'chooseCard') d = applyAction(d, { type: 'select', ids: [idOf(d0, 'Ojama King')] });
      else d = applyAction(d, { type: 'select', option: 'options' in prompt && prompt.options.includes('attack') ? 'attack' : zones.shift()! });
    }
    const theirs = endTurn(d);
    const ia = interactionFor(theirs, 1);
    const imp = [...ia.inHand].find((id) => (ia.byCard.get(id) ?? []).some((a) => a.type === 'normalSummon'))!;
    expect([...zonesForCard(ia, imp)].sort()).toEqual([2, 3]);
    expect(summonsForZone(ia, 0)).toEqual([]);
    expect(summonsForZone(ia, 2).length).toBeGreaterThan(0);
  });
});
