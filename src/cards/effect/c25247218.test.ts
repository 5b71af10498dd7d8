import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import cardDefinition from './c58843503';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';
import type { EffectContext } from '../../engine/effects/types';

describe('Big Piece Golem', () => {
  it.each([0, 1] as const)('player %i: Normal Summoned without Tributing while the opponent controls a monster and they control none', (p) => {
    const mine = { hand: ['Big Piece Golem'] };
    const theirs = { monsters: [{ card: 'Feral Imp' }] };
    const d = duelOf({ turnPlayer: p, me: p === 0 ? mine : theirs, opp: p === 1 ? mine : theirs });
    const golem = idOf(d, 'Big Piece Golem', p);
    expect(legal(d, 'normalSummon', golem)).toEqual([{ type: 'normalSummon', card: golem, tributes: [] }]);
    expect(legal(d, 'setMonster', golem)).toEqual([{ type: 'setMonster', card: golem, tributes: [] }]);
    const x = play(d, { type: 'normalSummon', card: golem, tributes: [] });
    expect((p === 0 ? me(x) : opp(x)).monsters[0]).toMatchObject({ name: 'Big Piece Golem', atk: 2100, faceUp: true, position: 'attack' });
  });

  it('not when the opponent controls no monster', () => {
    const d = duelOf({ me: { hand: ['Big Piece Golem'] } });
    expect(legal(d, 'normalSummon')).toEqual([]);
    expect(legal(d, 'setMonster')).toEqual([]);
  });

  it('not when you control a monster: then it needs its Tribute as usual', () => {
    const d = duelOf({ me: { hand: ['Big Piece Golem'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Feral Imp' }] } });
    const golem = idOf(d, 'Big Piece Golem');
    expect(legal(d, 'normalSummon', golem)).toEqual([{ type: 'normalSummon', card: golem, tributes: [idOf(d, 'Celtic Guardian')] }]);
    const x = play(d, { type: 'normalSummon', card: golem, tributes: [idOf(d, 'Celtic Guardian')] });
    expect(me(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).monsters.find(Boolean)?.name).toBe('Big Piece Golem');
  });
});

describe('Medium Piece Golem', () => {
  it('Normal Summoned beside a face-up Big Piece Golem: with no Small Piece Golem in the Deck (none exists in our pool), nothing is offered', () => {
    const d = duelOf({ me: { hand: ['Medium Piece Golem'], monsters: [{ card: 'Big Piece Golem' }], deck: ['Feral Imp', 'Celtic Guardian'] } });
    const x = play(d, { type: 'normalSummon', card: idOf(d, 'Medium Piece Golem'), tributes: [] });
    expect(x.prompt).toBeNull();
    expect(summary(x).chain).toEqual([]);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Big Piece Golem', 'Medium Piece Golem']);
    expect(me(x).deck).toBe(2);
  });

  // The card's own logic, checked through a hand-made context: "Small Piece Golem" cannot be put in a Deck here.
  const effect = cardDefinition.effects[0]!;
  const names: Record<string, string> = { big: 'Big Piece Golem', medium: 'Medium Piece Golem', small: 'Small Piece Golem', imp: 'Feral Imp' };
  function fakeContext(opts: { field: string[]; faceUp?: boolean; deck: string[]; free?: number }) {
    const summoned: { card: string; position: string }[] = [];
    const ctx = {
      card: 'medium', player: 0,
      duel: { players: [{ monsters: [...opts.field, ...Array(opts.free ?? 5 - opts.field.length).fill(null)] }] },
      monsters: () => opts.field,
      deck: () => opts.deck,
      isFaceUp: () => opts.faceUp ?? true,
      definition: (id: string) => ({ name: names[id] }),
      chooseCard: (_p: number, _r: string, cards: string[]) => cards[0],
      chooseOption: (_p: number, _r: string, options: string[]) => options[1],
      specialSummon: (card: string, _p: number, position: string) => (summoned.push({ card, position }), true),
    } as unknown as EffectContext;
    return { ctx, summoned };
  }

  it('its trigger: its own Normal, Flip or Special Summon while a face-up Big Piece Golem is on its side', () => {
    const { ctx } = fakeContext({ field: ['big', 'medium'], deck: [] });
    expect(effect.when!(ctx, { type: 'summoned', player: 0, card: 'medium', how: 'normal' })).toBe(true);
    expect(effect.when!(ctx, { type: 'summoned', player: 0, card: 'medium', how: 'flip' })).toBe(true);
    expect(effect.when!(ctx, { type: 'specialSummoned', player: 0, card: 'medium' })).toBe(true);
    expect(effect.when!(ctx, { type: 'summoned', player: 0, card: 'big', how: 'normal' })).toBe(false);
    expect(effect.when!(fakeContext({ field: ['medium'], deck: [] }).ctx, { type: 'summoned', player: 0, card: 'medium', how: 'normal' })).toBe(false);
    expect(effect.when!(fakeContext({ field: ['big', 'medium'], faceUp: false, deck: [] }).ctx, { type: 'summoned', player: 0, card: 'medium', how: 'normal' })).toBe(false);
  });

  it('it needs a Small Piece Golem in the Deck and a free Monster Zone; it Special Summons it', () => {
    expect(effect.condition!(fakeContext({ field: ['big', 'medium'], deck: ['imp'] }).ctx)).toBe(false);
    expect(effect.condition!(fakeContext({ field: ['big', 'medium'], deck: ['imp', 'small'], free: 0 }).ctx)).toBe(false);
    const { ctx, summoned } = fakeContext({ field: ['big', 'medium'], deck: ['imp', 'small'] });
    expect(effect.condition!(ctx)).toBe(true);
    effect.resolve!(ctx);
    expect(summoned).toEqual([{ card: 'small', position: 'defense' }]);
  });
});
