// Number 62: Galaxy-Eyes Prime Photon Dragon (texts-2016): "2 Level 8 monsters / If this card attacks or is attacked,
// during damage calculation (in either player's turn): You can detach 1 Xyz Material from this card once per battle; this
// card gains ATK equal to the combined Ranks of all Xyz Monsters currently on the field x 200, during that damage
// calculation only. If this card in its owner's control is destroyed by your opponent's card effect while it has
// "Galaxy-Eyes Photon Dragon" as an Xyz Material: You can Special Summon this card during your 2nd Standby Phase after
// activation and double its ATK. Any battle damage this card inflicts to your opponent is halved unless it has
// "Galaxy-Eyes Photon Dragon" as an Xyz Material."
// "Galaxy-Eyes Photon Dragon" has no text in texts-2016.tsv and is not in the pool: the clauses naming it are tested
// with an invented test card of that name (facts of cards-db.tsv 93717133, no effect), through createEngine.
// As Injection Fairy Lily, the ATK effect is activated in the Damage Step up to damage calculation (no window inside it).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../engine/card';
import { CARD_POOL } from '..';
import { createEngine } from '../../engine/engine';
import { attackOf } from '../../engine/draft';
import type { Duel } from '../../engine';
import type { Scenario } from '../../engine/scenario';
import { FILLER } from '../../engine/test/dsl';

const N62 = 'Number 62: Galaxy-Eyes Prime Photon Dragon';
const PHOTON: CardDefinition = {
  passcode: '90003303', name: 'Galaxy-Eyes Photon Dragon', frame: 'effect', attribute: 'LIGHT', monsterType: 'Dragon', level: 8, atk: 3000, def: 2500,
  text: 'A test stand-in for the card of that name (no effect here).', effects: [],
};
const engine = createEngine([...CARD_POOL, PHOTON]);
const BEWD = 'Blue-Eyes White Dragon';
const RUSH = { card: 'Rush Recklessly', faceUp: false };

type Side = NonNullable<Scenario['players']>[number];
const load = (turnPlayer: 0 | 1, me: Side, opp: Side, phase: 'main1' | 'battle' = 'main1'): Duel =>
  engine.loadScenario({ turn: turnPlayer === 0 ? 3 : 4, turnPlayer, phase, players: [{ deck: FILLER(), ...me }, { deck: FILLER(), ...opp }] });
const act = (x: Duel, ...actions: Parameters<typeof engine.applyAction>[1][]): Duel => actions.reduce((d, a) => engine.applyAction(d, a), x);
const legal = (x: Duel) => engine.legalActions(x);
const passAll = (x: Duel): Duel => {
  while (x.flow.window && !x.flow.prompt) x = engine.applyAction(x, { type: 'pass' });
  return x;
};
const card = (x: Duel, player: 0 | 1, name: string, zone: 'monsters' | 'hand' | 'graveyard' | 'extra' = 'monsters'): string => {
  const pile = zone === 'monsters' ? x.players[player].monsters.map((m) => m?.card ?? '') : x.players[player][zone];
  const id = pile.find((c) => c !== '' && engine.cardName(x, c) === name);
  if (!id) throw new Error(`no ${name}`);
  return id;
};
const atkOf = (x: Duel, id: string): number => {
  for (const p of [0, 1] as const) {
    const i = x.players[p].monsters.findIndex((m) => m?.card === id);
    if (i >= 0) return engine.summary(x).players[p].monsters[i]?.atk ?? -1;
  }
  return -1;
};

/** Into the Damage Step, where player 0 has a window, N62 attacking (or attacked). */
function toDamageStep(materials: string[], attacks: boolean, oppMonster = BEWD, oppXyz = false): { x: Duel; n62: string } {
  const utopia = { card: 'Number 39: Utopia', summonedAs: 'xyz' as const, materials: ['Celtic Guardian'], position: 'defense' as const };
  const d = load(attacks ? 0 : 1, { monsters: [{ card: N62, summonedAs: 'xyz', materials }], spellTraps: [RUSH] }, { monsters: [{ card: oppMonster }, ...(oppXyz ? [utopia] : [])] });
  const n62 = card(d, 0, N62);
  const other = card(d, 1, oppMonster);
  let x = passAll(act(d, { type: 'nextPhase', to: 'battle' }));
  x = act(x, attacks ? { type: 'attack', card: n62, target: other } : { type: 'attack', card: other, target: n62 });
  while (x.flow.window && !(attackOf(x)?.damageStep && x.flow.window.player === 0)) x = act(x, { type: 'pass' });
  return { x, n62 };
}
const useAtk = (x: Duel, n62: string): Duel => {
  let y = act(x, legal(x).find((a) => a.type === 'activate' && a.card === n62)!);
  while (y.flow.prompt) y = act(y, legal(y).find((a) => a.type === 'select')!);
  return y;
};

describe('Number 62: Galaxy-Eyes Prime Photon Dragon', () => {
  it('is Xyz Summoned with 2 Level 8 monsters, not with Level 4 ones', () => {
    const d = load(0, { monsters: [{ card: BEWD }, { card: BEWD }], extra: [N62] }, {});
    const summon = legal(d).find((a) => a.type === 'specialSummon' && a.method === 'xyz');
    expect(summon).toBeDefined();
    const x = act(d, summon!);
    expect(x.players[0].monsters.find((m) => m && engine.cardName(x, m.card) === N62)?.materials).toHaveLength(2);
    const low = load(0, { monsters: [{ card: 'Celtic Guardian' }, { card: 'Feral Imp' }], extra: [N62] }, {});
    expect(legal(low).filter((a) => a.type === 'specialSummon')).toEqual([]);
  });

  it.each([true, false])('attacking (%s) or attacked: detach 1; +200 ATK per Rank of the Xyz Monsters on the field for that damage calculation, once per battle', (attacks) => {
    // The opponent's Rank 4 Xyz Monster counts too: (8 + 4) x 200.
    const { x, n62 } = toDamageStep([BEWD, BEWD], attacks, BEWD, true);
    let y = useAtk(x, n62);
    while (y.flow.chain.length > 0) y = act(y, { type: 'pass' });
    expect(y.players[0].monsters[0]?.materials).toHaveLength(1);
    // Still before damage calculation (the Set Rush Recklessly keeps player 0's window open).
    expect(y.flow.window).not.toBeNull();
    expect(atkOf(y, n62)).toBe(4000 + 2400);
    // Once per battle.
    expect(legal(y).filter((a) => a.type === 'activate' && a.card === n62)).toEqual([]);
    let z = y;
    while (z.flow.window) z = act(z, { type: 'pass' });
    expect(atkOf(z, n62)).toBe(4000);
  });

  it('without materials its ATK effect cannot be used', () => {
    const { x, n62 } = toDamageStep([], true);
    expect(legal(x).filter((a) => a.type === 'activate' && a.card === n62)).toEqual([]);
  });

  it('the battle damage it inflicts is halved, unless it has "Galaxy-Eyes Photon Dragon" as an Xyz Material', () => {
    for (const [materials, damage] of [[[BEWD, BEWD], 500], [['Galaxy-Eyes Photon Dragon', BEWD], 1000]] as const) {
      let { x } = toDamageStep([...materials], true);
      while (x.flow.window || x.flow.prompt) x = act(x, x.flow.prompt ? legal(x).find((a) => a.type === 'select')! : { type: 'pass' });
      expect(x.players[1].lp).toBe(8000 - damage);
    }
  });

  function destroyedByOpponent(materials: string[], by: 0 | 1 = 1): Duel {
    const d = load(by, { monsters: [{ card: N62, summonedAs: 'xyz', materials }], hand: by === 0 ? ['Dark Hole'] : [] }, { hand: by === 1 ? ['Dark Hole'] : [] });
    return passAll(act(d, { type: 'activate', card: card(d, by, 'Dark Hole', 'hand') }));
  }
  const endTurn = (d: Duel): Duel => {
    let x = passAll(d);
    const turn = x.turn;
    while (x.turn === turn) {
      const move = legal(x).find((a) => a.type === 'nextPhase' && a.to === 'end') ?? legal(x).find((a) => a.type === 'pass');
      if (!move) throw new Error(`stuck: ${JSON.stringify(legal(x))}`);
      x = passAll(act(x, move));
    }
    return x;
  };

  it('destroyed by the opponent\'s card effect with "Galaxy-Eyes Photon Dragon" as material: Special Summoned in your 2nd Standby Phase after, ATK doubled', () => {
    const x = destroyedByOpponent(['Galaxy-Eyes Photon Dragon', BEWD]);
    const n62 = card(x, 0, N62, 'graveyard');
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    let y = passAll(act(x, { type: 'select', option: 'yes' }));
    expect(y.players[0].graveyard).toContain(n62);
    y = endTurn(y); // turn 5, yours: the 1st Standby Phase after activation
    expect(y.turnPlayer).toBe(0);
    expect(y.players[0].graveyard).toContain(n62);
    y = endTurn(endTurn(y)); // turn 7, yours: the 2nd
    expect(y.players[0].monsters.some((m) => m?.card === n62)).toBe(true);
    expect(atkOf(y, n62)).toBe(8000);
  });

  it('declined, or without that material, or destroyed by your own card effect: nothing comes back', () => {
    const declined = destroyedByOpponent(['Galaxy-Eyes Photon Dragon', BEWD]);
    let y = passAll(act(declined, { type: 'select', option: 'no' }));
    y = endTurn(endTurn(endTurn(y)));
    expect(y.players[0].monsters.every((m) => m === null)).toBe(true);
    for (const x of [destroyedByOpponent([BEWD, BEWD]), destroyedByOpponent(['Galaxy-Eyes Photon Dragon', BEWD], 0)]) {
      const n62 = card(x, 0, N62, 'graveyard');
      expect(x.flow.prompt).toBeNull();
      expect(legal(x).filter((a) => a.type === 'activate' && a.card === n62)).toEqual([]);
    }
  });
});
