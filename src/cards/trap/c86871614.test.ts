import { describe, expect, it } from 'vitest';
import { summary, type Duel } from '../../engine';
import { definitionOf } from '../../engine/registry';
import { duelOf, idOf, legal, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Cloning (texts-2016): "When your opponent Normal or Flip Summons a monster that has a Level: Target that face-up
 * monster; Special Summon 1 "Clone Token", with the same original Type, Attribute, Level, ATK, and DEF as that target.
 * When that target is destroyed and sent to the Graveyard, destroy this Token."
 */
const CLONING = 'Cloning';
const clones = (x: Duel) => x.players[1].monsters.filter((s) => s !== null && definitionOf(x, s.card).name === 'Clone Token').map((s) => s!.card);

/** Player 1 Normal Summons Celtic Guardian; player 2 answers with Cloning, the Token in Attack Position. */
function cloned(extra: { meHand?: string[]; oppHand?: string[] } = {}) {
  const d = duelOf({ me: { hand: ['Celtic Guardian', ...(extra.meHand ?? [])] }, opp: { spellTraps: [{ card: CLONING, faceUp: false }], hand: extra.oppHand ?? [] } });
  let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
  expect(legal(x, 'activate', idOf(d, CLONING, 1))).toHaveLength(1);
  x = play(x, { type: 'activate', card: idOf(d, CLONING, 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
  x = passAll(x);
  if (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
  return { d, x };
}

describe('Cloning', () => {
  it("Special Summons a Clone Token with the target's original Type, Attribute, Level, ATK and DEF", () => {
    const { x } = cloned();
    const [token] = clones(x);
    expect(token).toBeDefined();
    expect(opp(x).monsters.find((m) => m?.name === 'Clone Token')).toMatchObject({ atk: 1400, def: 1200, position: 'attack', faceUp: true });
    expect(definitionOf(x, token!)).toMatchObject({ monsterType: 'Warrior', attribute: 'EARTH', level: 4, atk: 1400, def: 1200 });
    expect(opp(x).graveyard).toEqual([CLONING]);
  });

  it('the facts survive a trip through JSON (they are kept with the Token)', () => {
    const { x } = cloned();
    const back = JSON.parse(JSON.stringify(x)) as Duel;
    expect(summary(back).players[1].monsters.find((m) => m?.name === 'Clone Token')).toMatchObject({ atk: 1400, def: 1200 });
  });

  it('the Token is destroyed when the copied monster is destroyed and sent to the Graveyard (Fissure)', () => {
    const { d, x: start } = cloned({ oppHand: ['Fissure'] });
    let x = endTurn(start);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    expect(x.players[0].graveyard).toContain(idOf(d, 'Celtic Guardian'));
    expect(clones(x)).toEqual([]);
  });

  it('not when the copied monster leaves otherwise (Tributed for a Tribute Summon)', () => {
    const { d, x: start } = cloned({ meHand: ['Summoned Skull'] });
    let x = endTurn(endTurn(start));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Celtic Guardian')] }));
    expect(x.players[0].graveyard).toContain(idOf(d, 'Celtic Guardian'));
    expect(clones(x)).toHaveLength(1);
  });

  it("not for its own player's Summon", () => {
    const d = duelOf({ me: { hand: ['Feral Imp'], spellTraps: [{ card: CLONING, faceUp: false }] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] });
    expect(legal(x, 'activate', idOf(d, CLONING))).toEqual([]);
  });

  it('not for a Special Summon (Monster Reborn): never offered in any window', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: ['Celtic Guardian'] }, opp: { spellTraps: [{ card: CLONING, faceUp: false }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') });
    let y = play(x, legal(x, 'select')[0]!);
    for (let i = 0; i < 20 && (y.flow.window || y.flow.prompt); i++) {
      expect(legal(y, 'activate', idOf(d, CLONING, 1))).toEqual([]);
      y = y.flow.prompt?.kind === 'chooseOption' ? play(y, { type: 'select', option: 'attack' }) : play(y, { type: 'pass' });
    }
    expect(y.players[0].monsters.filter(Boolean)).toHaveLength(1);
    expect(y.players[1].monsters.filter(Boolean)).toEqual([]);
  });
});
