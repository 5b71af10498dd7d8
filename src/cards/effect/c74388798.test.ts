import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import type { Duel } from '../../engine';
import { createEngine } from '../../engine/engine';
import { duelOf, FILLER, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { standIn } from '../extra/fusionSummonSpec';

/*
 * Silent Swordsman LV5 (texts-2016): "This card is unaffected by your opponent's Spell effects. During your next
 * Standby Phase after this card inflicts battle damage to your opponent by a direct attack: You can send this face-up
 * card to the Graveyard; Special Summon 1 "Silent Swordsman LV7" from your hand or Deck." (goat/c504700126.lua differs
 * from the official script only in GoatConfirm, docs/goat.md.) Unaffected: rule code unaffectedBy with the effect's player.
 */

const LV5 = 'Silent Swordsman LV5';
const LV7 = 'Silent Swordsman LV7';

describe('Silent Swordsman LV5', () => {
  it("is unaffected by the opponent's Spell effects (Dark Hole), not by its own player's", () => {
    const theirs = duelOf({ turnPlayer: 1, me: { monsters: [{ card: LV5 }] }, opp: { hand: ['Dark Hole'], monsters: [{ card: 'Feral Imp' }] } });
    const x = passAll(play(theirs, { type: 'activate', card: idOf(theirs, 'Dark Hole', 1) }));
    expect(me(x).monsters[0]).toMatchObject({ name: LV5 });
    expect(opp(x).graveyard.sort()).toEqual(['Dark Hole', 'Feral Imp']);
    const mine = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: LV5 }] } });
    const y = passAll(play(mine, { type: 'activate', card: idOf(mine, 'Dark Hole') }));
    expect(me(y).graveyard.sort()).toEqual(['Dark Hole', LV5]);
  });

  describe('in your next Standby Phase after it inflicted battle damage by a direct attack', () => {
    // "Silent Swordsman LV7" is not in the pool: a stand-in with its facts.
    const engine = createEngine([...CARD_POOL, standIn('37267041', LV7, 'effect', 'LIGHT', 'Warrior', 7, 2800, 1000)]);
    const pass = (d: Duel): Duel => {
      let x = d;
      while (x.flow.window) x = engine.applyAction(x, { type: 'pass' });
      return x;
    };
    const endTurn = (d: Duel): Duel => {
      let x = pass(d);
      const turn = x.turn;
      while (x.turn === turn && !x.flow.prompt) {
        const moves = engine.legalActions(x);
        x = pass(engine.applyAction(x, moves.find((a) => a.type === 'nextPhase' && a.to === 'end') ?? moves.find((a) => a.type === 'pass')!));
      }
      return x;
    };
    const attackThen = (oppMonsters: string[], deck: string[]): Duel => {
      let x = engine.loadScenario({
        turn: 3, turnPlayer: 0, phase: 'main1', seed: 3,
        players: [{ deck: [...deck, ...FILLER()], monsters: [{ card: LV5 }] }, { deck: FILLER(), monsters: oppMonsters.map((card) => ({ card, position: 'attack' as const })) }],
      });
      x = pass(engine.applyAction(x, { type: 'nextPhase', to: 'battle' }));
      const target = x.players[1].monsters.find(Boolean)?.card ?? 'direct';
      x = pass(engine.applyAction(x, { type: 'attack', card: idOf(x, LV5), target }));
      // The opponent's turn passes; the next Standby Phase is its player's.
      return endTurn(endTurn(x));
    };

    it('you can send it to the Graveyard to Special Summon Silent Swordsman LV7 from the Deck', () => {
      let x = attackThen([], [LV7]);
      expect(engine.summary(x).players[1].lp).toBe(8000 - 2300);
      expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
      x = engine.applyAction(x, { type: 'select', option: 'yes' });
      if (x.flow.prompt?.kind === 'chooseCard') x = engine.applyAction(x, { type: 'select', ids: [x.flow.prompt.cards[0]!] });
      if (x.flow.prompt?.kind === 'chooseOption') x = engine.applyAction(x, { type: 'select', option: 'attack' });
      expect(engine.summary(x).players[0].graveyard).toEqual([LV5]);
      expect(engine.summary(x).players[0].monsters[0]).toMatchObject({ name: LV7 });
    });

    it('not after battle damage from an attack on a monster, nor with no LV7 to Summon', () => {
      const onMonster = attackThen(['Feral Imp'], [LV7]);
      expect(engine.summary(onMonster).players[1].lp).toBe(8000 - 1000);
      expect(onMonster.flow.prompt).toBeNull();
      expect(attackThen([], []).flow.prompt).toBeNull();
    });
  });
});
