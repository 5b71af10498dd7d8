/*
 * Blue-Eyes Spirit Dragon (texts-2016): "1 Tuner + 1 or more non-Tuner "Blue-Eyes" monsters / Neither player can Special
 * Summon 2 or more monsters at the same time. Once per turn, during either player's turn, when an effect of a card in the
 * Graveyard is activated: You can negate the activation. During either player's turn: You can Tribute this Synchro
 * Summoned card; Special Summon 1 LIGHT Dragon-Type Synchro Monster from your Extra Deck in Defense Position, except
 * "Blue-Eyes Spirit Dragon", but destroy it during the End Phase of this turn."
 */
import { describe, expect, it } from 'vitest';
import { summary, type Action, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const SPIRIT = 'Blue-Eyes Spirit Dragon';
const AZURE = 'Azure-Eyes Silver Dragon';
const STONE = 'The White Stone of Ancients';

function synchro(d: Duel, materials: string[]): Action | undefined {
  return legal(d, 'specialSummon').find((x) => x.method === 'synchro' && x.card === idOf(d, SPIRIT) && x.position === 'attack' &&
    x.materials!.length === materials.length && materials.every((m) => x.materials!.includes(idOf(d, m))));
}

/** Blue-Eyes Spirit Dragon Synchro Summoned from The White Stone of Ancients + Blue-Eyes White Dragon. */
function summoned(extra: string[] = [], opp: Parameters<typeof duelOf>[0]['opp'] = {}): Duel {
  const d = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Blue-Eyes White Dragon' }], extra: [SPIRIT, ...extra] }, opp });
  return passAll(play(d, synchro(d, [STONE, 'Blue-Eyes White Dragon'])!));
}

const spiritEffect = (d: Duel, effect: number) => legal(d, 'activate', idOf(d, SPIRIT)).filter((a) => a.effect === effect);

describe('Blue-Eyes Spirit Dragon', () => {
  it('is Synchro Summoned with a Tuner and non-Tuner "Blue-Eyes" monsters only', () => {
    expect(me(summoned()).monsters.find((m) => m?.name === SPIRIT)).toMatchObject({ atk: 2500, def: 3000 });
    const other = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Tri-Horned Dragon' }], extra: [SPIRIT] } });
    expect(legal(other, 'specialSummon').filter((a) => a.method === 'synchro')).toEqual([]);
  });

  it('neither player can Special Summon 2 or more monsters at the same time (Scapegoat makes 1 Token)', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SPIRIT }] }, opp: { hand: ['Scapegoat'] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Scapegoat', 1) }));
    expect(opp(x).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(1);
    const without = duelOf({ turnPlayer: 1, opp: { hand: ['Scapegoat'] } });
    expect(opp(passAll(play(without, { type: 'activate', card: idOf(without, 'Scapegoat', 1) }))).monsters.filter((m) => m?.name === 'Sheep Token')).toHaveLength(4);
  });

  it('once per turn, negates the activation of an effect of a card in the Graveyard', () => {
    // The opponent Tributes Sangan: its Trigger is activated in the Graveyard.
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SPIRIT }] }, opp: { hand: ['Summoned Skull'], monsters: [{ card: 'Sangan' }], deck: ['Kuriboh', 'Feral Imp'] } });
    let x = play(d, { type: 'normalSummon', card: idOf(d, 'Summoned Skull', 1), tributes: [idOf(d, 'Sangan', 1)] });
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.chain.map((l) => l.card)).toEqual([idOf(d, 'Sangan', 1)]);
    expect(spiritEffect(x, 1)).toHaveLength(1);
    x = passAll(play(x, spiritEffect(x, 1)[0]!));
    // Sangan's search was negated: nothing added to the hand, the Deck as it was.
    expect(opp(x).hand).toEqual([]);
    expect(opp(x).deck).toBe(2);
    // Once per turn: your own Sangan destroyed by Fissure later this turn is not answered; in a fresh turn it would be.
    const fissure = (used: boolean): Duel => {
      const f = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SPIRIT }, { card: 'Sangan' }], deck: ['Kuriboh'] }, opp: { hand: ['Fissure'] } });
      let z = used ? { ...f, marks: x.marks } : f;
      z = play(z, { type: 'activate', card: idOf(f, 'Fissure', 1) });
      while (z.flow.prompt?.kind === 'chooseOption') z = play(z, { type: 'select', option: 'yes' });
      expect(z.flow.chain.map((l) => l.card)).toEqual([idOf(f, 'Sangan')]);
      // The turn player passes first; then you hold priority.
      if (summary(z).deciding === 1) z = play(z, { type: 'pass' });
      expect(summary(z).deciding).toBe(0);
      return z;
    };
    expect(spiritEffect(fissure(false), 1)).toHaveLength(1);
    expect(spiritEffect(fissure(true), 1)).toEqual([]);
  });

  it('does not answer a monster effect activated on the field, and only once per turn', () => {
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: SPIRIT }] }, opp: { monsters: [{ card: 'Time Wizard' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Time Wizard', 1) });
    expect(spiritEffect(x, 1)).toEqual([]);
  });

  it('Tributed when Synchro Summoned, Special Summons a LIGHT Dragon Synchro Monster in Defense Position, destroyed in the End Phase', () => {
    const d = summoned([AZURE, 'Stardust Dragon', SPIRIT]);
    const offered = spiritEffect(d, 2);
    expect(offered).toHaveLength(1);
    let x = play(d, offered[0]!);
    // Only Azure-Eyes: Stardust Dragon is WIND, the other copy is "Blue-Eyes Spirit Dragon".
    if (x.flow.prompt) expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, AZURE)] });
    if (x.flow.prompt) x = play(x, { type: 'select', ids: [idOf(d, AZURE)] });
    x = passAll(x);
    expect(me(x).graveyard).toContain(SPIRIT);
    expect(me(x).monsters.find((m) => m?.name === AZURE)).toMatchObject({ position: 'defense' });
    x = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(me(x).monsters.some((m) => m?.name === AZURE)).toBe(false);
    expect(me(x).graveyard).toContain(AZURE);
  });

  it('cannot Tribute itself if it was not Synchro Summoned', () => {
    const d = duelOf({ me: { monsters: [{ card: SPIRIT }], extra: [AZURE] } });
    expect(spiritEffect(d, 2)).toEqual([]);
  });
});
