import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, passWindows, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Marauding Captain (texts-2016): "Your opponent cannot target face-up Warrior-Type monsters for attacks,
 * except this one. When this card is Normal Summoned: You can Special Summon 1 Level 4 or lower monster from
 * your hand." The lock is rule code `cannotBeAttackTarget` over its controller's monsters (ygopro's
 * EFFECT_CANNOT_SELECT_BATTLE_TARGET); the Summon's monster is chosen as the Trigger resolves.
 */
const CAPTAIN = 'Marauding Captain';

describe('Marauding Captain', () => {
  it('your other face-up Warrior monsters cannot be selected as attack targets; it, and your other monsters, can', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: CAPTAIN }, { card: 'Celtic Guardian' }, { card: 'Kuriboh' }, { card: 'Kojikocy', faceUp: false, position: 'defense' }] },
      opp: { monsters: [{ card: 'Battle Ox' }] },
    });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    const targets = legal(x, 'attack', idOf(d, 'Battle Ox', 1)).map((a) => (a.type === 'attack' ? a.target : null));
    expect(targets).toContain(idOf(d, CAPTAIN));
    expect(targets).toContain(idOf(d, 'Kuriboh'));
    // A face-down Warrior's Type is not known: it may be attacked.
    expect(targets).toContain(idOf(d, 'Kojikocy'));
    expect(targets).not.toContain(idOf(d, 'Celtic Guardian'));
    // Monsters are there, so no direct attack either.
    expect(targets).not.toContain('direct');
  });

  it('two Marauding Captains shield each other: the opponent has no attack target', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: CAPTAIN }, { card: CAPTAIN }] }, opp: { monsters: [{ card: 'Battle Ox' }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('when Normal Summoned: you can Special Summon 1 Level 4 or lower monster from your hand', () => {
    const d = duelOf({ me: { hand: [CAPTAIN, 'Celtic Guardian', 'Summoned Skull'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, CAPTAIN), tributes: [] });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = passAll(play(x, { type: 'select', option: 'yes' }));
    // Only the Level 4 or lower monster is offered.
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: x.flow.prompt.options[0]! });
    x = passAll(x);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name).sort()).toEqual(['Celtic Guardian', CAPTAIN]);
    expect(me(x).hand).toEqual(['Summoned Skull']);
  });

  it('not offered with no Level 4 or lower monster in the hand, nor when Special Summoned or Flip Summoned', () => {
    const d = duelOf({ me: { hand: [CAPTAIN, 'Summoned Skull'] } });
    const x = passAll(play(d, { type: 'normalSummon', card: idOf(d, CAPTAIN), tributes: [] }));
    expect(x.flow.prompt).toBeNull();
    const set = duelOf({ me: { hand: ['Celtic Guardian'], monsters: [{ card: CAPTAIN, faceUp: false, position: 'defense' }] } });
    const later = endTurn(endTurn(set));
    const flipped = passAll(play(later, { type: 'flipSummon', card: idOf(set, CAPTAIN) }));
    expect(flipped.flow.prompt).toBeNull();
    expect(me(flipped).hand).toContain('Celtic Guardian');
  });
});
