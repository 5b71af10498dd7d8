import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '..';
import { duelOf, FILLER, idOf, me, opp, passAll, play } from './dsl';

const legalIncludes = (x: Duel, card: string): boolean => legalActions(x).some((a) => a.type === 'activate' && a.card === card);

/*
 * "Equip this card from the Graveyard to that target" (effects/context.ts `equipThisFromGraveyardTo`, Dark Necrofear):
 * a monster card leaves its Graveyard for a Spell & Trap Zone of its player, face-up, as an Equip Card that keeps its
 * own effects (its rules read `ctx.equippedTo`: here, control of the monster it equips, rule code `takesControl`).
 * It does not move when the Graveyard holds it (Necrovalley) or the target is no longer a face-up monster.
 */
const NECRO = 'Dark Necrofear';

/** The opponent's Fissure destroys your Dark Necrofear in their turn; then their End Phase, answering the target. */
function equipped(extra: { me?: object; opp?: object } = {}) {
  const d = duelOf({
    turn: 4, turnPlayer: 1,
    me: { monsters: [{ card: NECRO }], deck: FILLER(), ...extra.me },
    opp: { hand: ['Fissure'], monsters: [{ card: 'Summoned Skull' }], deck: FILLER(), ...extra.opp },
  });
  let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
  x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
  if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
  return { d, x };
}

describe('a monster equipped from the Graveyard by its own effect', () => {
  it('stands face-up in a Spell & Trap Zone equipped to the monster, its own rule taking control of it', () => {
    const { d, x } = equipped();
    expect(x.players[0].spellTraps[0]).toMatchObject({ card: idOf(d, NECRO), faceUp: true, equippedTo: idOf(d, 'Summoned Skull', 1) });
    expect(x.players[0].spellTraps[0]!.effectsNegated).toBeUndefined();
    expect(x.players[0].monsters.find((m) => m?.card === idOf(d, 'Summoned Skull', 1))).toMatchObject({ heldByRule: true });
    expect(x.events).toContainEqual({ type: 'equipped', card: idOf(d, NECRO), to: idOf(d, 'Summoned Skull', 1) });
    // JSON round trip: the same duel.
    expect(JSON.parse(JSON.stringify(x))).toEqual(x);
  });

  it('Necrovalley does not hold it: the card moves itself out of the Graveyard (the pool\'s Necrovalley spares the card whose effect it is)', () => {
    const { x } = equipped({ me: { field: { card: 'Necrovalley' } } });
    expect(me(x).graveyard).toEqual([]);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Summoned Skull']);
  });

  it('the target no longer face-up as it resolves (Book of Moon in answer): nothing moves', () => {
    const d = duelOf({
      turn: 4, turnPlayer: 1,
      me: { monsters: [{ card: NECRO }], deck: FILLER() },
      opp: { hand: ['Fissure', 'Book of Moon'], monsters: [{ card: 'Summoned Skull' }], deck: FILLER() },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Fissure', 1) }));
    x = play(x, { type: 'nextPhase', to: 'end' });
    while (x.flow.prompt === null && x.flow.chain.length === 0) x = play(x, { type: 'pass' });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    // The opponent answers the Trigger with Book of Moon on their own Summoned Skull.
    while (x.flow.prompt === null && !legalIncludes(x, idOf(d, 'Book of Moon', 1))) x = play(x, { type: 'pass' });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(me(x).graveyard).toEqual([NECRO]);
    expect(opp(x).monsters.filter(Boolean).map((m) => m!.faceUp)).toEqual([false]);
  });
});
