import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import { summary } from '../../engine';
import type { CardDefinition } from '../../engine/card';
import { createEngine } from '../../engine/engine';
import { duelOf, FILLER, idOf, legal, me, opp, passWindows, play } from '../../engine/test/dsl';

describe('Man-Eater Bug', () => {
  it('FLIP (Flip Summon): destroys a targeted monster on the field', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Man-Eater Bug') });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0 });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    expect(summary(x).chain).toEqual([]);
  });
  it('FLIP when attacked face-down: activates after damage calculation, even though the Bug was destroyed in that battle', () => {
    const d = duelOf({ opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] }, me: { monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Feral Imp'), target: idOf(d, 'Man-Eater Bug', 1) });
    // Feral Imp (1300) beat DEF 600; the Bug is in the Graveyard, and its effect asks its owner for a target.
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1, cards: [idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(summary(x)).toMatchObject({ phase: 'battle', step: 'battle', chain: [] });
  });
});

describe('Hane-Hane', () => {
  it("FLIP: returns a targeted monster to its owner's hand", () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hane-Hane', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = play(d, { type: 'flipSummon', card: idOf(d, 'Hane-Hane') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    expect(opp(x).hand).toContain('Summoned Skull');
    expect(opp(x).monsters[0]).toBeNull();
  });
});

describe('Mysterious Puppeteer', () => {
  it('gains its controller 500 LP each time a monster is Normal or Flip Summoned, by either player', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Mysterious Puppeteer' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] });
    expect(me(x).lp).toBe(8500);
    x = play(x, { type: 'flipSummon', card: idOf(d, 'Celtic Guardian') });
    expect(me(x).lp).toBe(9000);
  });
  it('a Set is not a Summon', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Mysterious Puppeteer' }] } });
    expect(me(play(d, { type: 'setMonster', card: idOf(d, 'Feral Imp'), tributes: [] })).lp).toBe(8000);
  });
  it('a Summon made before it was on the field does not set it off later (Special Summoned in answer to that Summon)', () => {
    // A Quick-Play Monster Reborn (no card of the pool can revive at Spell Speed 2).
    const quickReborn: CardDefinition = {
      passcode: '90000301', name: 'Test Quick Reborn', frame: 'spell', subtype: ['quick-play'], text: 'A test Quick-Play Spell: Special Summon a monster from your Graveyard.',
      effects: [{
        kind: 'activation', label: 'Special Summon a monster from your Graveyard', declares: ['specialSummon'],
        targets: [{ prompt: 'Choose a monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.maySpecialSummonByEffect(c) }],
        resolve: (ctx) => ctx.specialSummon(ctx.targets[0]!, ctx.player, 'attack'),
      }],
    };
    const engine = createEngine([...CARD_POOL, quickReborn]);
    const d = engine.loadScenario({
      turn: 3, turnPlayer: 1, phase: 'main1',
      players: [
        { deck: FILLER(), graveyard: ['Mysterious Puppeteer'], spellTraps: [{ card: 'Test Quick Reborn', faceUp: false }] },
        { deck: FILLER(), hand: ['Feral Imp'] },
      ],
    });
    let x = engine.applyAction(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp', 1), tributes: [] });
    expect(x.flow.window?.player).toBe(0);
    x = engine.applyAction(x, { type: 'activate', card: idOf(d, 'Test Quick Reborn') });
    if (x.flow.prompt) x = engine.applyAction(x, { type: 'select', ids: [idOf(d, 'Mysterious Puppeteer')] });
    for (let i = 0; i < 10 && x.flow.window; i++) x = engine.applyAction(x, { type: 'pass' });
    expect(engine.summary(x).players[0].monsters.some((m) => m?.name === 'Mysterious Puppeteer')).toBe(true);
    expect(engine.summary(x).players[0].lp).toBe(8000);
  });
});

describe('The Wicked Worm Beast', () => {
  it("returns to its owner's hand during its controller's End Phase, not the opponent's", () => {
    const d = duelOf({ me: { monsters: [{ card: 'The Wicked Worm Beast' }] } });
    const x = play(d, { type: 'nextPhase', to: 'end' });
    expect(me(x).hand).toContain('The Wicked Worm Beast');
    const theirs = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'The Wicked Worm Beast' }] } });
    expect(me(play(theirs, { type: 'nextPhase', to: 'end' })).monsters[0]?.name).toBe('The Wicked Worm Beast');
  });
});

describe('Blue Dragon Summoner', () => {
  it('sent from the field to the Graveyard: you can add a Normal Dragon, Warrior or Spellcaster from the Deck to the hand', () => {
    const d = duelOf({
      me: { monsters: [{ card: 'Blue Dragon Summoner' }], deck: ['Feral Imp', 'Dark Magician', 'Celtic Guardian'] },
      opp: { monsters: [{ card: 'Summoned Skull' }] },
    });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Blue Dragon Summoner'), target: idOf(d, 'Summoned Skull', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Dark Magician'), idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Dark Magician')] });
    expect(me(x).hand).toEqual(['Dark Magician']);
    expect(me(x).deck).toBe(2);
  });
  it('"you can": saying no does nothing', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Blue Dragon Summoner' }], deck: ['Dark Magician'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }, { type: 'select', option: 'no' });
    expect(me(x).hand).toEqual([]);
    expect(legal(x, 'nextPhase').length).toBeGreaterThan(0);
  });
});

describe('Mystic Tomato', () => {
  it('destroyed by battle: you can Special Summon a DARK monster with 1500 or less ATK from the Deck in Attack Position', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Mystic Tomato' }], deck: ['Dark Magician', 'Feral Imp'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(passWindows(play(d, { type: 'nextPhase', to: 'battle' })), { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, 'Mystic Tomato') });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Feral Imp', position: 'attack', faceUp: true });
  });
});

// Rulebook v9.1 "When multiple cards are activated simultaneously".
describe('Simultaneous Trigger effects', () => {
  it("form one Chain: the turn player's first, then the opponent's, so the opponent's resolve first", () => {
    const d = duelOf({
      me: { hand: ['Feral Imp'], monsters: [{ card: 'Mysterious Puppeteer' }], lp: 1000 },
      opp: { monsters: [{ card: 'Mysterious Puppeteer' }], lp: 1000 },
    });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] });
    const activated = x.events.filter((e) => e.type === 'activated').map((e) => e.type === 'activated' && [e.player, e.link]);
    expect(activated).toEqual([[0, 1], [1, 2]]);
    const gains = x.events.filter((e) => e.type === 'gainedLp').map((e) => e.type === 'gainedLp' && e.player);
    expect(gains).toEqual([1, 0]);
  });

  it('the turn player chooses the order of their own simultaneous triggers', () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], monsters: [{ card: 'Mysterious Puppeteer' }, { card: 'Mysterious Puppeteer' }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', reason: 'Choose the effect to put on the Chain next' });
    const second = d.players[0].monsters[1]!.card;
    const y = play(x, { type: 'select', ids: [second] });
    expect(y.events.find((e) => e.type === 'activated')).toMatchObject({ card: second, link: 1 });
    expect(me(y).lp).toBe(9000);
  });
});
