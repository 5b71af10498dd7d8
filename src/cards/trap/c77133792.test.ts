import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Magnet Conversion (texts-2016): "Target up to 3 Level 4 or lower "Magnet Warrior" monsters in your Graveyard;
 * add them to your hand. During either player's turn, except the turn this card was sent to the Graveyard: You can
 * banish this card from your Graveyard, then target 1 of your banished Level 4 or lower "Magnet Warrior" monsters;
 * Special Summon it." Banished cards are targeted through `TargetSpec.from: 'banished'`; "except the turn it was
 * sent" reads the turn mark (library.ts `sentToGraveyardThisTurn`).
 */
const MC = 'Magnet Conversion';
const setup = (): Duel => duelOf({
  me: {
    spellTraps: [{ card: MC, faceUp: false }],
    graveyard: ['Alpha the Magnet Warrior', 'Beta the Magnet Warrior', 'Gamma the Magnet Warrior', 'Valkyrion the Magna Warrior', 'Celtic Guardian'],
  },
  opp: { graveyard: ['Alpha the Magnet Warrior'] },
});

describe('Magnet Conversion', () => {
  it('targets only Level 4 or lower "Magnet Warrior" monsters in your own Graveyard', () => {
    const d = setup();
    const x = play(d, { type: 'activate', card: idOf(d, MC) });
    expect(x.flow.prompt).toMatchObject({
      kind: 'chooseCard',
      cards: [idOf(d, 'Alpha the Magnet Warrior'), idOf(d, 'Beta the Magnet Warrior'), idOf(d, 'Gamma the Magnet Warrior')],
    });
  });

  it('adds up to 3 of them to the hand', () => {
    const d = setup();
    const x = passAll(play(d, { type: 'activate', card: idOf(d, MC) },
      { type: 'select', ids: [idOf(d, 'Alpha the Magnet Warrior')] }, { type: 'select', ids: [idOf(d, 'Beta the Magnet Warrior')] },
      { type: 'select', ids: [idOf(d, 'Gamma the Magnet Warrior')] }));
    expect(me(x).hand.sort()).toEqual(['Alpha the Magnet Warrior', 'Beta the Magnet Warrior', 'Gamma the Magnet Warrior']);
    expect(me(x).graveyard.sort()).toEqual(['Celtic Guardian', MC, 'Valkyrion the Magna Warrior']);
  });

  it('cannot be activated with no such monster in your Graveyard', () => {
    const d = duelOf({ me: { spellTraps: [{ card: MC, faceUp: false }], graveyard: ['Valkyrion the Magna Warrior'] }, opp: { graveyard: ['Alpha the Magnet Warrior'] } });
    expect(legal(d, 'activate', idOf(d, MC))).toEqual([]);
  });

  it('from the Graveyard: banished as the cost, it Special Summons a banished Level 4 or lower "Magnet Warrior" of yours', () => {
    const d = duelOf({
      me: { graveyard: [MC], banished: ['Beta the Magnet Warrior', 'Valkyrion the Magna Warrior'] },
      opp: { banished: ['Gamma the Magnet Warrior'] },
    });
    const acts = legal(d, 'activate', idOf(d, MC));
    expect(acts).toEqual([{ type: 'activate', card: idOf(d, MC), effect: 1 }]);
    const x = play(d, acts[0]!);
    // The other banished cards are not Level 4 or lower "Magnet Warriors" of its player.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Beta the Magnet Warrior')] });
    const chosen = play(x, { type: 'select', ids: [idOf(d, 'Beta the Magnet Warrior')] });
    expect(me(chosen).graveyard).toEqual([]);
    const y = passAll(chosen);
    const z = y.flow.prompt ? passAll(play(y, { type: 'select', option: 'attack' })) : y;
    expect(me(z).monsters.map((m) => m?.name)).toContain('Beta the Magnet Warrior');
    expect(me(z).banished.sort()).toEqual([MC, 'Valkyrion the Magna Warrior']);
  });

  it('not the turn it was sent to the Graveyard; in a later turn, the opponent\'s too', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: MC, faceUp: false }], graveyard: ['Alpha the Magnet Warrior'], banished: ['Beta the Magnet Warrior'] },
      opp: { monsters: [{ card: 'Battle Ox' }] },
    });
    const used = passAll(play(d, { type: 'activate', card: idOf(d, MC) }, { type: 'select', ids: [idOf(d, 'Alpha the Magnet Warrior')] }));
    expect(me(used).graveyard).toContain(MC);
    expect(legal(used, 'activate', idOf(d, MC))).toEqual([]);
    const later = endTurn(used);
    expect(later.turnPlayer).toBe(1);
    // In the opponent's Main Phase the duel waits on them: their move to the Battle Phase gives this player a window.
    const window = play(later, { type: 'nextPhase', to: 'battle' });
    expect(legal(window, 'activate', idOf(d, MC))).toEqual([{ type: 'activate', card: idOf(d, MC), effect: 1 }]);
  });

  it('a Magnet Warrior banished face-down is not a target', () => {
    const d = duelOf({ me: { graveyard: [MC], banished: [{ card: 'Beta the Magnet Warrior', faceDown: true }] } });
    expect(legal(d, 'activate', idOf(d, MC))).toEqual([]);
  });

  it('cannot be used with no banished Level 4 or lower "Magnet Warrior" of yours', () => {
    const d = duelOf({ me: { graveyard: [MC], banished: ['Valkyrion the Magna Warrior'] }, opp: { banished: ['Beta the Magnet Warrior'] } });
    expect(legal(d, 'activate', idOf(d, MC))).toEqual([]);
  });
});
