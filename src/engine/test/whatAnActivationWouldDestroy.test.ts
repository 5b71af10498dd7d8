import { describe, expect, it } from 'vitest';
import { duelOf, idOf, play } from './dsl';

// What an activation would destroy (ygopro's operation info): a Chain Link keeps the cards its effect
// declared, as it was activated, that it would destroy (`ChainLink.affects.destroy`; `Effect.affects`,
// chain.ts `affectedCards`). "An activation that would destroy a monster on the field" (My Body as a
// Shield) and "a Spell Card that would destroy a Spell/Trap Card" (Judgment of Anubis) read it.
// A Set Waboku its player may activate at any time: the Chain waits for that player's answer.
const WINDOW = [{ card: 'Waboku', faceUp: false }];

describe('what an activation would destroy', () => {
  it('an effect that destroys without targeting names the cards it would destroy as it is activated', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian', position: 'attack' }, { card: 'Feral Imp', position: 'defense', faceUp: false }], spellTraps: WINDOW },
      opp: { hand: ['Dark Hole'], monsters: [{ card: 'Summoned Skull', position: 'attack' }] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect([...(x.flow.chain[0]!.affects?.destroy ?? [])].sort()).toEqual([idOf(d, 'Celtic Guardian'), idOf(d, 'Feral Imp'), idOf(d, 'Summoned Skull', 1)].sort());
  });

  it('the cards are those of the moment it is activated, not of its resolution', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian', position: 'attack' }], spellTraps: WINDOW },
      opp: { hand: ['Raigeki'] },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki', 1) });
    expect(x.flow.chain[0]!.affects).toEqual({ destroy: [idOf(d, 'Celtic Guardian')] });
  });

  it('an effect that declares destruction and targets would destroy its targets', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Mirror Force', faceUp: false }, { card: 'Waboku', faceUp: false }] },
      opp: { hand: ['Mystical Space Typhoon'] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Waboku')] });
    expect(x.flow.chain[0]!.affects).toEqual({ destroy: [idOf(d, 'Waboku')] });
  });

  it('an effect may name fewer cards than it targets (Mystic Box destroys only its first target)', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Celtic Guardian', position: 'attack' }], spellTraps: WINDOW },
      opp: { hand: ['Mystic Box'], monsters: [{ card: 'Feral Imp', position: 'attack' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystic Box', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    expect(x.flow.chain[0]!.affects).toEqual({ destroy: [idOf(d, 'Celtic Guardian')] });
  });

  it('an effect that destroys nothing names nothing', () => {
    const d = duelOf({ turnPlayer: 1, me: { spellTraps: WINDOW }, opp: { hand: ['Pot of Greed'], deck: ['Feral Imp', 'Feral Imp', 'Feral Imp'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Pot of Greed', 1) });
    expect(x.flow.chain[0]!.affects).toBeUndefined();
  });
});
