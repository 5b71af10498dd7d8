import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * An optional replacement chosen by a player while destroying: "If a Dragon-Type monster(s) you control would be
 * destroyed by battle or card effect, you can banish this card from your Graveyard instead" (Return of the Dragon
 * Lords; rule code `banishedInsteadOfDestruction`, ygopro EFFECT_DESTROY_REPLACE with SelectEffectYesNo). The
 * destruction stops for a yes/no question to the card's player: by a card effect, inside the resolving Chain Link
 * (its script is replayed with the answer); by battle, before the battle's monsters leave (the step
 * `battleDestruction` waits for the answer, then the Damage Step goes on). One banishing spares every monster it
 * covers that is destroyed at once; "destroy" lets the destruction happen.
 */
const LORDS = 'Return of the Dragon Lords';
const BEWD = 'Blue-Eyes White Dragon';

function darkHole(graveyard: string[]) {
  const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: BEWD }, { card: 'Celtic Guardian' }], graveyard }, opp: { monsters: [{ card: 'Red-Eyes Black Dragon' }] } });
  return { d, x: passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') })) };
}

describe('banishedInsteadOfDestruction', () => {
  it('by a card effect: its player is asked; "banish" spares the Dragon and banishes the card, the others are destroyed', () => {
    const { x } = darkHole([LORDS]);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['banish', 'destroy'] });
    // Only the question is open: nothing has left the field yet.
    expect(legalActions(x).every((a) => a.type === 'select')).toBe(true);
    const y = passAll(play(x, { type: 'select', option: 'banish' }));
    expect(me(y).monsters[0]).toMatchObject({ name: BEWD });
    expect(me(y).banished).toEqual([LORDS]);
    expect(me(y).graveyard).toEqual(expect.arrayContaining(['Celtic Guardian', 'Dark Hole']));
    // The opponent's Dragon is not its player's to spare.
    expect(opp(y).graveyard).toEqual(['Red-Eyes Black Dragon']);
  });

  it('the card banished in place of the destruction is reported banished once', () => {
    const { d, x } = darkHole([LORDS]);
    const y = play(x, { type: 'select', option: 'banish' });
    expect(y.events.filter((e) => e.type === 'banished' && e.card === idOf(d, LORDS))).toHaveLength(1);
  });

  it('by a card effect: "destroy" lets it be destroyed, and the card stays in the Graveyard', () => {
    const { x } = darkHole([LORDS]);
    const y = passAll(play(x, { type: 'select', option: 'destroy' }));
    expect(me(y).monsters.every((m) => m === null)).toBe(true);
    expect(me(y).graveyard).toEqual(expect.arrayContaining([LORDS, BEWD]));
    expect(me(y).banished).toEqual([]);
  });

  it('nothing is asked without such a card, or when no monster it covers is destroyed', () => {
    expect(darkHole([]).x.flow.prompt).toBeNull();
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }, { card: BEWD, faceUp: false, position: 'defense' }], graveyard: [LORDS] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    // A face-down Dragon is not covered.
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toContain(LORDS);
  });

  it('by battle: asked before the battle\'s monsters leave; "banish" keeps the Dragon, the Damage Step goes on', () => {
    const d = duelOf({ me: { monsters: [{ card: BEWD }], graveyard: [LORDS] }, opp: { monsters: [{ card: BEWD }] } });
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, BEWD), target: idOf(d, BEWD, 1) });
    x = passAll(x);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    expect(me(x).monsters[0]).toMatchObject({ name: BEWD });
    expect(opp(x).monsters[0]).toMatchObject({ name: BEWD });
    x = passAll(play(x, { type: 'select', option: 'banish' }));
    expect(me(x).monsters[0]).toMatchObject({ name: BEWD });
    expect(me(x).banished).toEqual([LORDS]);
    expect(opp(x).graveyard).toEqual([BEWD]);
    expect(x.flow.prompt).toBeNull();
    // The battle is over: the Battle Phase goes on.
    expect(legalActions(x).some((a) => a.type === 'nextPhase')).toBe(true);
  });

  it('by battle, both players holding one: each is asked in turn, the second question after the first answer', () => {
    const d = duelOf({ me: { monsters: [{ card: BEWD }], graveyard: [LORDS] }, opp: { monsters: [{ card: BEWD }], graveyard: [LORDS] } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, BEWD), target: idOf(d, BEWD, 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = play(x, { type: 'select', option: 'destroy' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 1 });
    x = passAll(play(x, { type: 'select', option: 'banish' }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining([LORDS, BEWD]));
    expect(opp(x).monsters[0]).toMatchObject({ name: BEWD });
    expect(opp(x).banished).toEqual([LORDS]);
  });

  it('not while banishing is barred (rule code noBanishing): nothing is asked', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: BEWD }], graveyard: [LORDS] } });
    const barred = { ...d, rules: [...d.rules, { code: 'noBanishing' as const, player: 0 as const, lasts: { kind: 'thisTurn' as const, turn: d.turn } }] };
    const x = passAll(play(barred, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).graveyard).toEqual(expect.arrayContaining([LORDS, BEWD]));
  });
});
