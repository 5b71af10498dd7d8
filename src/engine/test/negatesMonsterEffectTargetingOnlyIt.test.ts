import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';

// "Negate the effect of a Monster Card that targets this 1 card" (Chaos Command Magician; rule code
// `negatesMonsterEffectTargetingOnlyIt`, read by chain.ts as the monster effect is activated): the Chain
// Link keeps its activation and resolves doing nothing (`effectNegated`), unlike a negated activation.
describe('negatesMonsterEffectTargetingOnlyIt', () => {
  it('the monster effect targeting only the face-up card is activated, its effect negated', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Chaos Command Magician' }], spellTraps: [{ card: 'Waboku', faceUp: false }] },
      opp: { monsters: [{ card: 'Exiled Force' }] },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Exiled Force', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Chaos Command Magician')] });
    expect(x.flow.chain[0]).toMatchObject({ card: idOf(d, 'Exiled Force', 1), effectNegated: true, negated: false });
    x = passAll(x);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Chaos Command Magician' });
  });
});
