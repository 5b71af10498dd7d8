import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * A Chain Link negated as it resolves, wherever its card is (rule code `negatesResolvingEffects`, read by
 * chain.ts negatedSinceActivation; EDOPro's EVENT_CHAIN_SOLVING + Duel.NegateEffect): Fiend Skull Dragon's
 * "Negate the effects of Flip Effect Monsters" reaches a Flip effect activated from the Graveyard, which the
 * field rule `negatesEffects` (effects on the field) does not. The effect is activated, then does nothing.
 */
describe('Effects negated as they resolve, wherever the card is', () => {
  const attackBug = (attacker: string) => {
    const d = duelOf({ me: { monsters: [{ card: attacker }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, attacker), target: idOf(d, 'Man-Eater Bug', 1) }));
    // Man-Eater Bug, destroyed by battle, is in the Graveyard as its Flip effect targets the attacker.
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, attacker)] });
    return passAll(x);
  };

  it('a Flip effect activated from the Graveyard resolves doing nothing while the rule applies', () => {
    const x = attackBug('Fiend Skull Dragon');
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(x, 'Man-Eater Bug', 1))).toBe(true);
    expect(me(x).monsters[0]).toMatchObject({ name: 'Fiend Skull Dragon' });
    expect(x.events.some((e) => e.type === 'resolved' && e.card === idOf(x, 'Man-Eater Bug', 1) && e.negated === true)).toBe(true);
  });

  it('without the rule, the same Flip effect resolves', () => {
    const x = attackBug('Gemini Elf');
    expect(me(x).graveyard).toEqual(['Gemini Elf']);
  });
});
