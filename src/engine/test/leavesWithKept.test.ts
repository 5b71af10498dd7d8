import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card';
import { createEngine } from '../engine';
import type { EffectContext } from '../effects/types';

/*
 * Rule code `leavesWithKept` (Destiny Board): a card that keeps cards (`ctx.keepTargets`) and declares it leaves the
 * field with them: when one of the cards it keeps leaves, it and the others it keeps are sent to the Graveyard (state
 * check, stateCheck.ts `dropLostKept`); without the rule only the lost card is dropped. Also here: `ctx.placeFaceUp`
 * (a Spell from the hand face-up in a Spell & Trap Zone, not activated) and the `leftField` event of a card leaving a
 * Spell & Trap Zone, which its own "as it leaves the field" effect reads (range 'leavingField').
 * Made-up cards.
 */
const placeAndKeep = (ctx: EffectContext): void => {
  const pages = ctx.hand('mine').filter((c) => ctx.definition(c).name === 'Test Page');
  for (const page of pages) ctx.placeFaceUp(page);
  ctx.keepTargets(pages);
};
const POOL: readonly CardDefinition[] = [
  { passcode: '90000001', name: 'Test Soldier', frame: 'normal', attribute: 'EARTH', monsterType: 'Warrior', level: 4, atk: 1500, def: 1000, text: 'A test monster.' },
  { passcode: '90000021', name: 'Test Page', frame: 'spell', subtype: ['continuous'], text: 'Placed by Test Binder.', effects: [] },
  {
    passcode: '90000022', name: 'Test Binder', frame: 'trap', subtype: ['continuous'], text: 'Place every Test Page from your hand face-up; they leave the field together with this card.',
    effects: [
      { kind: 'activation', label: 'Place every Test Page from your hand face-up', resolve: placeAndKeep },
      { kind: 'continuous', label: 'Leaves with the Pages', rules: [{ code: 'leavesWithKept' }] },
      {
        kind: 'trigger', withoutChain: true, range: 'leavingField', label: 'As it leaves, the Pages go too',
        when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp,
        resolve: (ctx) => ctx.sendToGraveyard(ctx.spellTraps('mine').filter((c) => ctx.definition(c).name === 'Test Page')),
      },
    ],
  },
  {
    passcode: '90000023', name: 'Test Holder', frame: 'trap', subtype: ['continuous'], text: 'Place every Test Page from your hand face-up and keep them.',
    effects: [{ kind: 'activation', label: 'Place every Test Page from your hand face-up', resolve: placeAndKeep }],
  },
  {
    passcode: '90000024', name: 'Test Gust', frame: 'spell', subtype: ['quickPlay'], text: 'Destroy 1 Spell or Trap Card on the field.',
    effects: [{
      kind: 'activation', label: 'Destroy 1 Spell or Trap Card', declares: ['destroy'],
      targets: [{ prompt: 'Choose a Spell or Trap Card', from: 'spellTraps', other: true }],
      resolve: (ctx) => { if (ctx.targets[0]) ctx.destroy([ctx.targets[0]]); },
    }],
  },
];
const engine = createEngine(POOL);
const DECK = Array.from({ length: 10 }, () => 'Test Soldier');

/** Player 1 activates their Set `keeper` with two Test Pages in hand; returns the duel and the ids. */
function placed(keeper: string) {
  let d = engine.loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [
    { hand: ['Test Page', 'Test Page', 'Test Gust'], spellTraps: [{ card: keeper, faceUp: false }], deck: DECK }, { deck: DECK },
  ] });
  const [page1, page2, gust] = d.players[0].hand as [string, string, string];
  const keeperId = d.players[0].spellTraps[0]!.card;
  d = engine.applyAction(d, { type: 'activate', card: keeperId });
  while (d.flow.window) d = engine.applyAction(d, { type: 'pass' });
  return { d, page1, page2, gust, keeperId };
}
const names = (d: ReturnType<typeof placed>['d']) => engine.summary(d).players[0].spellTraps.filter(Boolean).map((s) => `${s!.name}${s!.faceUp ? '' : ' (set)'}`);

function destroy(d: ReturnType<typeof placed>['d'], gust: string, target: string) {
  let x = engine.applyAction(d, { type: 'activate', card: gust });
  x = engine.applyAction(x, { type: 'select', ids: [target] });
  while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
  return x;
}

describe('a card that leaves the field with the cards it keeps (leavesWithKept)', () => {
  it('places cards face-up from the hand, not activated, and keeps them', () => {
    const { d, page1, page2, keeperId } = placed('Test Binder');
    expect(names(d)).toEqual(['Test Binder', 'Test Page', 'Test Page']);
    expect(d.players[0].spellTraps[0]!.keeps).toEqual([page1, page2]);
    expect(d.events.filter((e) => e.type === 'placedFaceUp').map((e) => (e as { card: string }).card)).toEqual([page1, page2]);
    expect(d.events.some((e) => e.type === 'activated' && e.card !== keeperId)).toBe(false);
  });

  it('when a kept card leaves the field, the keeper and the other kept cards are sent to the Graveyard', () => {
    const { d, page1, gust } = placed('Test Binder');
    const x = destroy(d, gust, page1);
    expect(names(x)).toEqual([]);
    expect([...engine.summary(x).players[0].graveyard].sort()).toEqual(['Test Binder', 'Test Gust', 'Test Page', 'Test Page']);
    expect(x.events.filter((e) => e.type === 'sentToGraveyard').length).toBe(2);
  });

  it('without the rule, the keeper only drops the card that left', () => {
    const { d, page1, page2, gust } = placed('Test Holder');
    const x = destroy(d, gust, page1);
    expect(names(x)).toEqual(['Test Holder', 'Test Page']);
    expect(x.players[0].spellTraps.find((s) => s?.keeps)?.keeps).toEqual([page2]);
  });

  it('a card leaving a Spell & Trap Zone sets off its own "as it leaves the field" effect (event leftField)', () => {
    const { d, gust, keeperId } = placed('Test Binder');
    const x = destroy(d, gust, keeperId);
    expect(x.events.some((e) => e.type === 'leftField' && e.card === keeperId && e.faceUp)).toBe(true);
    expect(names(x)).toEqual([]);
    expect([...engine.summary(x).players[0].graveyard].sort()).toEqual(['Test Binder', 'Test Gust', 'Test Page', 'Test Page']);
  });
});
