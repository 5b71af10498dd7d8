import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Dragon Spirit of White (texts-2016): "(This card is always treated as a "Blue-Eyes" card.) / This card is treated
 * as a Normal Monster while in the hand or Graveyard. When this card is Normal or Special Summoned: You can target 1
 * Spell/Trap Card your opponent controls; banish it. During either player's turn, if your opponent controls a
 * monster: You can Tribute this card; Special Summon 1 "Blue-Eyes White Dragon" from your hand."
 * official/c45467446.lua: EFFECT_ADD_SETCODE-like "Blue-Eyes" (rule code alsoArchetype), EFFECT_ADD_TYPE Normal in
 * the hand and Graveyard (treatedAsNormalMonster); the Tribute is the Quick Effect's cost.
 */

const SPIRIT = 'Dragon Spirit of White';
const BEWD = 'Blue-Eyes White Dragon';

describe('Dragon Spirit of White', () => {
  it('is a "Blue-Eyes" card: Sage with Eyes of Blue Special Summons it from the Deck', () => {
    const d = duelOf({ me: { hand: ['Sage with Eyes of Blue'], monsters: [{ card: 'Masked Dragon' }], deck: [SPIRIT, 'Feral Imp'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Sage with Eyes of Blue'), effect: 1 });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Masked Dragon')] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, SPIRIT)] });
    x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual([SPIRIT]);
  });

  it('is a Normal Monster in the hand (Ancient Rules) and in the Graveyard (Silent Doom)', () => {
    const d = duelOf({ me: { hand: ['Ancient Rules', SPIRIT] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ancient Rules') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, SPIRIT)] });
    x = play(x, { type: 'select', option: 'attack' });
    expect(me(x).monsters[0]).toMatchObject({ name: SPIRIT });

    const g = duelOf({ me: { hand: ['Silent Doom'], graveyard: [SPIRIT] } });
    expect(legal(g, 'activate', idOf(g, 'Silent Doom'))).not.toEqual([]);
  });

  it('Normal Summoned: you can target a Spell or Trap Card your opponent controls and banish it', () => {
    const d = duelOf({
      me: { hand: [SPIRIT], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] },
      opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }], monsters: [{ card: 'Kuriboh' }] },
    });
    let x = play(d, { type: 'normalSummon', card: idOf(d, SPIRIT), tributes: [idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp')] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    // Only the opponent's Spell or Trap (a face-down one too), not their monster nor your own Spell.
    if (x.flow.prompt?.kind === 'chooseCard') {
      expect(x.flow.prompt.cards).toEqual([idOf(d, 'Mirror Force', 1)]);
      x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force', 1)] });
    }
    x = passAll(x);
    expect(opp(x).banished).toEqual(['Mirror Force']);
  });

  it('Special Summoned: the same', () => {
    const d = duelOf({ me: { hand: ['Ancient Rules', SPIRIT] }, opp: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Ancient Rules') }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, SPIRIT)] });
    x = passAll(play(x, { type: 'select', option: 'attack' }));
    x = play(x, { type: 'select', option: 'yes' });
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Swords of Revealing Light', 1)] });
    expect(opp(passAll(x)).banished).toEqual(['Swords of Revealing Light']);
  });

  it('Summoned with no Spell or Trap on the opponent\'s side: nothing to do', () => {
    const d = duelOf({ me: { hand: [SPIRIT], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, SPIRIT), tributes: [idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp')] }));
    expect(x.flow.prompt).toBeNull();
  });

  it('in the opponent\'s turn, while they control a monster: Tribute it to Special Summon Blue-Eyes White Dragon from your hand', () => {
    const d = duelOf({ turnPlayer: 1, me: { hand: [BEWD], monsters: [{ card: SPIRIT }] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    let x = play(d, { type: 'nextPhase', to: 'battle' });
    while (x.flow.window && x.flow.window.player !== 0) x = play(x, { type: 'pass' });
    x = play(x, { type: 'activate', card: idOf(d, SPIRIT), effect: 3 });
    expect(me(x).graveyard).toEqual([SPIRIT]);
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, BEWD)] });
    x = play(x, { type: 'select', option: 'defense' });
    expect(me(x).monsters.filter(Boolean)).toEqual([expect.objectContaining({ name: BEWD, position: 'defense' })]);
  });

  it('not while the opponent controls no monster, nor with no Blue-Eyes White Dragon in the hand', () => {
    expect(legal(duelOf({ me: { hand: [BEWD], monsters: [{ card: SPIRIT }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: SPIRIT }] }, opp: { monsters: [{ card: 'Kuriboh' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: [BEWD], monsters: [{ card: SPIRIT }] }, opp: { monsters: [{ card: 'Kuriboh' }] } }), 'activate')).not.toEqual([]);
  });
});
