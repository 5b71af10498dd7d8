import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, idsOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Hippo Carnival (texts-2016): "Special Summon 3 "Hippo Tokens" (Beast-Type/EARTH/Level 1/ATK 0/DEF 0), but they
 * cannot be Tributed. You cannot Special Summon monsters from the Extra Deck while a "Hippo Token" is in a Monster
 * Zone. After this card is activated, your opponent cannot target monsters for attacks for the rest of this turn,
 * except "Hippo Tokens"."
 */
const CARNIVAL = 'Hippo Carnival';
const HIPPO = 'Hippo Token';
const FUSION = { hand: [CARNIVAL, 'Polymerization', 'Summoned Skull', 'Red-Eyes Black Dragon'], extra: ['Black Skull Dragon'] };

/** Answers the 3 position prompts (all `position`) and passes the Chain. */
function summonHippos(x: Duel, position: 'attack' | 'defense' = 'defense'): Duel {
  let y = x;
  for (let i = 0; i < 3 && y.flow.prompt?.kind === 'chooseOption'; i++) y = play(y, { type: 'select', option: position });
  return passAll(y);
}

/** Player 1 attacks with Blue-Eyes; player 0 answers in the Battle Step with a Set Hippo Carnival. */
function carnivalInTheirBattle(mine: string[] = ['Celtic Guardian'], oppExtra: { spellTraps?: { card: string; faceUp: boolean }[]; hand?: string[] } = {}) {
  const d = duelOf({
    turnPlayer: 1,
    me: { monsters: mine.map((card) => ({ card })), spellTraps: [{ card: CARNIVAL, faceUp: false }] },
    opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }], ...oppExtra },
  });
  const x = play(d, { type: 'nextPhase', to: 'battle' });
  expect(x.flow.window).toMatchObject({ player: 0 });
  return { d, x: play(x, { type: 'activate', card: idOf(d, CARNIVAL) }) };
}

describe('Hippo Carnival', () => {
  it('Special Summons 3 Hippo Tokens (Beast, EARTH, Level 1, 0/0), each in the position chosen', () => {
    const d = duelOf({ me: { hand: [CARNIVAL] } });
    let x = play(d, { type: 'activate', card: idOf(d, CARNIVAL) });
    x = passAll(play(x, { type: 'select', option: 'attack' }, { type: 'select', option: 'defense' }, { type: 'select', option: 'defense' }));
    expect(me(x).monsters.slice(0, 3)).toEqual([
      expect.objectContaining({ name: HIPPO, position: 'attack', faceUp: true, atk: 0, def: 0 }),
      expect.objectContaining({ name: HIPPO, position: 'defense', faceUp: true, atk: 0, def: 0 }),
      expect.objectContaining({ name: HIPPO, position: 'defense', faceUp: true, atk: 0, def: 0 }),
    ]);
    expect(me(x).graveyard).toEqual([CARNIVAL]);
  });

  it('needs 3 free Monster Zones', () => {
    const d = duelOf({ me: { hand: [CARNIVAL], monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }, { card: 'Battle Ox' }] } });
    expect(legal(d, 'activate', idOf(d, CARNIVAL))).toEqual([]);
  });

  it('the Tokens cannot be Tributed: no Tribute Summon with them', () => {
    const d = duelOf({ me: { hand: [CARNIVAL, 'Summoned Skull'] } });
    const x = summonHippos(play(d, { type: 'activate', card: idOf(d, CARNIVAL) }));
    expect(idsOf(x, HIPPO)).toHaveLength(3);
    expect(legal(x, 'normalSummon', idOf(d, 'Summoned Skull'))).toEqual([]);
    expect(legal(x, 'setMonster', idOf(d, 'Summoned Skull'))).toEqual([]);
  });

  it('no Special Summon from the Extra Deck while a Hippo Token is in a Monster Zone, on later turns too', () => {
    const d = duelOf({ me: FUSION });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toHaveLength(1);
    let x = summonHippos(play(d, { type: 'activate', card: idOf(d, CARNIVAL) }));
    expect(legal(x, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
    x = endTurn(endTurn(x));
    expect(x.turnPlayer).toBe(0);
    expect(legal(x, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });

  it('the lock ends once no Hippo Token is left (Dark Hole)', () => {
    const d = duelOf({ me: { ...FUSION, hand: [...FUSION.hand, 'Dark Hole'] } });
    let x = summonHippos(play(d, { type: 'activate', card: idOf(d, CARNIVAL) }));
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(me(x).monsters.filter((m) => m?.name === HIPPO)).toEqual([]);
    expect(legal(x, 'activate', idOf(d, 'Polymerization'))).toHaveLength(1);
  });

  it("the lock is its activator's: the opponent may still Fusion Summon while the Tokens are there", () => {
    const d = duelOf({ me: { hand: [CARNIVAL] }, opp: { hand: ['Polymerization', 'Summoned Skull', 'Red-Eyes Black Dragon'], extra: ['Black Skull Dragon'] } });
    let x = summonHippos(play(d, { type: 'activate', card: idOf(d, CARNIVAL) }));
    x = endTurn(x);
    expect(legal(x, 'activate', idOf(d, 'Polymerization', 1))).toHaveLength(1);
  });

  it('this turn the opponent may select only Hippo Tokens as attack targets', () => {
    const { d, x: start } = carnivalInTheirBattle();
    const x = summonHippos(start);
    const targets = legal(x, 'attack').map((a) => a.target).sort();
    expect(targets).toEqual([...idsOf(x, HIPPO)].sort());
    expect(targets).not.toContain(idOf(d, 'Celtic Guardian'));
  });

  it('the attack lock holds even when the card is negated: with no Hippo Token, no attack at all', () => {
    const { d, x: start } = carnivalInTheirBattle(['Celtic Guardian'], { spellTraps: [{ card: 'Magic Jammer', faceUp: false }], hand: ['Kuriboh'] });
    let x = play(start, legal(start, 'activate', idOf(d, 'Magic Jammer', 1))[0]!);
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] });
    x = passAll(x);
    expect(me(x).monsters.filter((m) => m?.name === HIPPO)).toEqual([]);
    expect(me(x).graveyard).toContain(CARNIVAL);
    expect(legal(x, 'attack')).toEqual([]);
  });

  it('the attack lock lasts this turn only', () => {
    const d = duelOf({ me: { hand: [CARNIVAL], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = summonHippos(play(d, { type: 'activate', card: idOf(d, CARNIVAL) }));
    x = toBattle(endTurn(x));
    expect(legal(x, 'attack').map((a) => a.target)).toContain(idOf(d, 'Celtic Guardian'));
  });
});
