import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { Duel } from '../../engine';
import { createEngine } from '../../engine/engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { standIn } from '../extra/fusionSummonSpec';

/*
 * Armed Dragon LV5 (texts-2016): "Send 1 Monster Card from your hand to the Graveyard to destroy 1 face-up
 * monster on your opponent's side of the field with an ATK equal to or less than the ATK of the sent
 * monster. During the End Phase of a turn that this card destroyed a monster as a result of battle, send
 * this card to the Graveyard to Special Summon 1 "Armed Dragon LV7" from your hand or Deck." The sent
 * monster's ATK is what the cost declares (ctx.declared, read by the target filter: costKnownToTargets).
 */

const LV5 = 'Armed Dragon LV5';

describe('Armed Dragon LV5', () => {
  it('send 1 monster from your hand to the Graveyard: destroy a face-up monster of the opponent with that much ATK or less', () => {
    const d = duelOf({
      me: { hand: ['Celtic Guardian', 'Pot of Greed'], monsters: [{ card: LV5 }] },
      opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Mystical Elf' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Kuriboh', faceUp: false, position: 'defense' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, LV5) });
    // Only monsters are sent: Celtic Guardian (1400 ATK).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    // Feral Imp 1300 and Mystical Elf 800; not Blue-Eyes (3000), not the face-down Kuriboh.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Feral Imp', 1), idOf(d, 'Mystical Elf', 1)] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }));
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(x).graveyard).toEqual(['Feral Imp']);
  });

  it('cannot be used with no monster in the hand strong enough for a face-up monster of the opponent', () => {
    const weak = duelOf({ me: { hand: ['Kuriboh', 'Pot of Greed'], monsters: [{ card: LV5 }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(weak, 'activate', idOf(weak, LV5))).toEqual([]);
    const onlyMine = duelOf({ me: { hand: ['Blue-Eyes White Dragon'], monsters: [{ card: LV5 }, { card: 'Feral Imp' }] } });
    expect(legal(onlyMine, 'activate', idOf(onlyMine, LV5))).toEqual([]);
  });

  it('the target gone stronger by resolution is not destroyed; the sent monster stays sent', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: LV5 }] }, opp: { monsters: [{ card: 'Feral Imp' }], spellTraps: [{ card: 'Rush Recklessly', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, LV5) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = play(x, { type: 'activate', card: idOf(d, 'Rush Recklessly', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = passAll(x);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Feral Imp', atk: 2000 });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
  });

  describe('the End Phase of a turn it destroyed a monster by battle', () => {
    // "Armed Dragon LV7" is not in the pool: a stand-in with its facts.
    const engine = createEngine([...CARD_POOL, standIn('73879377', 'Armed Dragon LV7', 'effect', 'WIND', 'Dragon', 7, 2800, 1000)]);
    const battleThen = (target: string, hand: string[], deck: string[]): Duel => {
      const d = engine.loadScenario({
        turn: 3, turnPlayer: 0, phase: 'main1', seed: 3,
        players: [{ deck: [...deck, ...FILLER()], hand, monsters: [{ card: LV5 }] }, { deck: FILLER(), monsters: [{ card: target }] }],
      });
      const lv5 = idOf(d, LV5);
      let x = engine.applyAction(d, { type: 'nextPhase', to: 'battle' });
      while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
      x = engine.applyAction(x, { type: 'attack', card: lv5, target: x.players[1].monsters[0]!.card });
      while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
      x = engine.applyAction(x, { type: 'nextPhase', to: 'end' });
      while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
      return x;
    };
    const names = (x: Duel) => engine.summary(x).players[0].monsters.filter(Boolean).map((m) => m!.name);

    it('you can send it to the Graveyard to Special Summon Armed Dragon LV7 from the Deck', () => {
      let x = battleThen('Celtic Guardian', [], ['Armed Dragon LV7']);
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
      x = engine.applyAction(x, { type: 'select', option: 'yes' });
      x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
      x = engine.applyAction(x, { type: 'select', option: 'attack' });
      expect(engine.summary(x).players[0].graveyard).toEqual([LV5]);
      expect(names(x)).toEqual(['Armed Dragon LV7']);
    });

    it('or from the hand; declining keeps it', () => {
      let x = engine.applyAction(battleThen('Celtic Guardian', ['Armed Dragon LV7'], []), { type: 'select', option: 'yes' });
      x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards[0]! : ''] });
      x = engine.applyAction(x, { type: 'select', option: 'defense' });
      expect(names(x)).toEqual(['Armed Dragon LV7']);
      expect(names(engine.applyAction(battleThen('Celtic Guardian', ['Armed Dragon LV7'], []), { type: 'select', option: 'no' }))).toEqual([LV5]);
    });

    it('not in a turn it destroyed nothing by battle, nor with no Armed Dragon LV7 to Summon', () => {
      // Blue-Eyes survives (LV5 is destroyed instead): no End Phase effect.
      expect(battleThen('Blue-Eyes White Dragon', ['Armed Dragon LV7'], []).flow.prompt).toBeNull();
      expect(battleThen('Celtic Guardian', [], []).flow.prompt).toBeNull();
    });
  });
});
