import { describe, expect, it } from 'vitest';
import { publicState, summary, viewFor, type Duel } from '..';
import { definitionOf } from '../registry';
import { duelOf, idOf, opp, passAll, play } from './dsl';

/*
 * A Token that copies a monster (`ctx.createToken(name, player, position, copying)`; Cloning's "Special Summon 1
 * "Clone Token", with the same original Type, Attribute, Level, ATK, and DEF as that target"): the Token's facts are
 * the copied monster's printed ones (its original values: rulebook v9.1 "Original ATK/DEF" are those printed), kept
 * on the Token's card instance (`CardInstance.copies`, plain JSON) and read wherever its facts are read
 * (registry.ts learnFacts): its current ATK/DEF, a Field Spell asking its Type, a view.
 */
function cloneOfCeltic(field?: string, hand: string[] = []): Duel {
  const d = duelOf({ me: { hand: ['Celtic Guardian', ...hand], ...(field ? { field } : {}) }, opp: { spellTraps: [{ card: 'Cloning', faceUp: false }] } });
  let x = play(d, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] });
  x = passAll(play(x, { type: 'activate', card: idOf(d, 'Cloning', 1) }, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] }));
  return x.flow.prompt?.kind === 'chooseOption' ? passAll(play(x, { type: 'select', option: 'attack' })) : x;
}
const token = (x: Duel) => x.players[1].monsters.find((s) => s !== null && x.cards[s.card]!.copies !== undefined)!.card;

describe('A Token copying a monster', () => {
  it("has the monster's printed Type, Attribute, Level, ATK and DEF, kept with the Token", () => {
    const x = cloneOfCeltic();
    const t = token(x);
    expect(x.cards[t]!.copies).toMatchObject({ of: idOf(x, 'Celtic Guardian'), monsterType: 'Warrior', attribute: 'EARTH', level: 4, atk: 1400, def: 1200 });
    expect(definitionOf(x, t)).toMatchObject({ name: 'Clone Token', monsterType: 'Warrior', attribute: 'EARTH', level: 4, atk: 1400, def: 1200 });
  });

  it('its copied Type is read by other cards: a Field Spell boosting Warriors boosts it too, from its original ATK', () => {
    const x = cloneOfCeltic('Sogen');
    expect(opp(x).monsters.find((m) => m?.name === 'Clone Token')).toMatchObject({ atk: 1600, def: 1400 });
    expect(definitionOf(x, token(x)).atk).toBe(1400);
  });

  it('both players see its copied ATK/DEF, and it survives JSON', () => {
    const x = cloneOfCeltic();
    for (const viewer of [0, 1] as const) {
      expect(viewFor(x, viewer).players[1].monsters.filter((m) => m !== null).map((m) => [m.atk, m.def])).toEqual([[1400, 1200]]);
    }
    const back = JSON.parse(JSON.stringify(x)) as Duel;
    expect(summary(back).players[1].monsters.find((m) => m?.name === 'Clone Token')).toMatchObject({ atk: 1400, def: 1200 });
  });

  it("the copied monster hidden from a player (turned face-down): that player's public state does not say which card it is", () => {
    let x = cloneOfCeltic(undefined, ['Book of Moon']);
    const celtic = idOf(x, 'Celtic Guardian');
    x = passAll(play(x, { type: 'activate', card: idOf(x, 'Book of Moon') }, { type: 'select', ids: [celtic] }));
    expect(x.players[0].monsters.find((s) => s?.card === celtic)?.faceUp).toBe(false);
    const t = token(x);
    expect(publicState(x, 1).state.cards[t]!.copies?.of).not.toBe(celtic);
    expect(publicState(x, 0).state.cards[t]!.copies?.of).toBe(celtic);
  });
});
