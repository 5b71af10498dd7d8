import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '..';
import { createEngine } from '../../engine/engine';
import { duelOf, FILLER, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

/*
 * The Last Warrior from Another Planet (texts-2016): "Zombyra the Dark" + "Maryokutai" / "When this card is
 * Special Summoned, destroy all monsters on your side of the field except this card. As long as this card
 * remains face-up on the field, neither player can Normal Summon, Flip Summon, or Special Summon any monster."
 */
const MARYOKUTAI = standIn('71466592', 'Maryokutai', 'effect', 'WATER', 'Aqua', 3, 900, 900);

describe('The Last Warrior from Another Planet', () => {
  fusionSummonSpec('The Last Warrior from Another Planet', ['Zombyra the Dark', 'Maryokutai'], { atk: 2350, def: 2300 }, [MARYOKUTAI]);

  const engine = createEngine([...CARD_POOL, ...(CARD_POOL.some((c) => c.name === 'Maryokutai') ? [] : [MARYOKUTAI])]);
  const fused = () => {
    let x = engine.loadScenario({
      turn: 3, turnPlayer: 0, phase: 'main1',
      players: [
        { deck: FILLER(), hand: ['Polymerization', 'Zombyra the Dark', 'Maryokutai', 'Celtic Guardian'], extra: ['The Last Warrior from Another Planet'], monsters: [{ card: 'Kuriboh' }, { card: 'Mystical Elf', position: 'defense', faceUp: false }] },
        { deck: FILLER(), hand: ['Feral Imp'], monsters: [{ card: 'Summoned Skull' }, { card: 'Gemini Elf', position: 'defense', faceUp: false }] },
      ],
    });
    x = engine.applyAction(x, { type: 'activate', card: idOf(x, 'Polymerization') });
    while (x.flow.prompt || x.flow.window) x = engine.applyAction(x, engine.legalActions(x)[0]!);
    return x;
  };

  it('Special Summoned: every other monster its controller has is destroyed, face-down ones too; the opponent\'s stay', () => {
    const x = fused();
    const mine = engine.summary(x).players[0];
    expect(mine.monsters.filter(Boolean).map((m) => m!.name)).toEqual(['The Last Warrior from Another Planet']);
    expect(mine.graveyard).toEqual(expect.arrayContaining(['Kuriboh', 'Mystical Elf']));
    expect(engine.summary(x).players[1].monsters.filter(Boolean)).toHaveLength(2);
  });

  it('while face-up, neither player can Normal, Flip or Special Summon; monsters can still be Set', () => {
    const x = fused();
    const guardian = idOf(x, 'Celtic Guardian');
    expect(engine.legalActions(x).filter((a) => a.type === 'normalSummon')).toEqual([]);
    expect(engine.legalActions(x).some((a) => a.type === 'setMonster' && a.card === guardian)).toBe(true);
    // The opponent's turn: no Normal Summon of Feral Imp, no Flip Summon of Gemini Elf, Set allowed.
    let y = x;
    for (let i = 0; i < 10 && y.turnPlayer === 0; i++) y = engine.applyAction(y, engine.legalActions(y).find((a) => a.type === 'nextPhase' || a.type === 'pass') ?? engine.legalActions(y)[0]!);
    while (y.flow.window) y = engine.applyAction(y, { type: 'pass' });
    expect(y.turnPlayer).toBe(1);
    const theirs = engine.legalActions(y);
    expect(theirs.filter((a) => a.type === 'normalSummon' || a.type === 'flipSummon')).toEqual([]);
    expect(theirs.some((a) => a.type === 'setMonster' && a.card === idOf(y, 'Feral Imp', 1))).toBe(true);
  });

  it('once it leaves the field, Summons are allowed again', () => {
    const d = duelOf({ me: { hand: ['Celtic Guardian', 'Fissure'] }, opp: { monsters: [{ card: 'The Last Warrior from Another Planet' }] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure') }));
    expect(opp(x).graveyard).toEqual(['The Last Warrior from Another Planet']);
    expect(legal(x, 'normalSummon', idOf(x, 'Celtic Guardian'))).not.toEqual([]);
    expect(me(x).lp).toBe(8000);
  });
});
