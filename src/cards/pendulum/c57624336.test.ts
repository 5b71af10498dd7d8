import { describe, expect, it } from 'vitest';
import { PENDULUM_SCALE } from '../../engine/state';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Archfiend Eccentrick (texts-2016): "Pendulum Effect: You can target 1 other Spell/Trap Card on the field; destroy both it
 * and this card. You can only use this effect of "Archfiend Eccentrick" once per turn. Monster Effect: You can Tribute this
 * card, then target 1 monster on the field; destroy it. You can only use this effect of "Archfiend Eccentrick" once per turn."
 * (ygopro c57624336: two Ignition effects, each with its own once per turn.)
 */
const ECC = 'Archfiend Eccentrick';

describe('Archfiend Eccentrick', () => {
  it('Pendulum Effect: targets another Spell or Trap Card on the field (Set ones too) and destroys it and this card', () => {
    const d = duelOf({
      me: { pendulum: [ECC, 'Flash Knight'] },
      opp: { spellTraps: [{ card: 'Mystical Space Typhoon' }, { card: 'Swords of Revealing Light', faceUp: true }], monsters: [{ card: 'Celtic Guardian' }] },
    });
    const pendulumEffect = legal(d, 'activate', idOf(d, ECC));
    expect(pendulumEffect).toHaveLength(1);
    let x = play(d, pendulumEffect[0]!);
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard' });
    const offered = x.flow.prompt?.kind === 'chooseCard' ? x.flow.prompt.cards : [];
    expect(new Set(offered)).toEqual(new Set([idOf(d, 'Flash Knight'), idOf(d, 'Mystical Space Typhoon', 1), idOf(d, 'Swords of Revealing Light', 1)]));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Mystical Space Typhoon', 1)] }));
    expect(opp(x).graveyard).toEqual(['Mystical Space Typhoon']);
    expect(me(x).pendulum).toEqual([null, { name: 'Flash Knight', faceUp: true }]);
    expect(me(x).extra).toEqual([ECC]);
  });

  it('Pendulum Effect: the target gone before it resolves, this card stays; once per turn', () => {
    const d = duelOf({ me: { pendulum: [ECC, null], hand: [ECC] }, opp: { spellTraps: [{ card: 'Swords of Revealing Light', faceUp: true }, { card: 'Mystical Space Typhoon' }] } });
    const swords = idOf(d, 'Swords of Revealing Light', 1);
    let x = play(d, legal(d, 'activate', idOf(d, ECC))[0]!, { type: 'select', ids: [swords] });
    // The opponent chains their Typhoon on their own Swords: it is gone when Eccentrick resolves.
    x = play(x, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [swords] });
    x = passAll(x);
    expect(me(x).pendulum[0]).toMatchObject({ name: ECC });
    expect(opp(x).graveyard).toEqual(['Swords of Revealing Light', 'Mystical Space Typhoon']);
    // Once per turn (by name): a second copy in the other Pendulum Zone cannot use it again this turn.
    const other = d.players[0].hand[0]!;
    x = passAll(play(x, { type: 'activate', card: other, effect: PENDULUM_SCALE, zone: 1 }));
    expect(legal(x, 'activate', other)).toEqual([]);
  });

  it('Monster Effect: Tribute it to target a monster on the field and destroy it; once per turn; not from the Pendulum Zone', () => {
    const d = duelOf({ me: { monsters: [{ card: ECC }, { card: ECC }], pendulum: [ECC, null] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Celtic Guardian' }] } });
    const [first, second] = [0, 1].map((i) => d.players[0].monsters[i]!.card);
    // The one in the Pendulum Zone offers only its Pendulum Effect, which needs a Spell or Trap Card: nothing.
    expect(legal(d, 'activate', d.players[0].pendulum[0]!.card)).toEqual([]);
    const acts = legal(d, 'activate', first!);
    expect(acts).toHaveLength(1);
    let x = play(d, acts[0]!);
    // Any other monster on the field (not itself).
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [second, ...d.players[1].monsters.slice(0, 2).map((m) => m!.card)] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] });
    // Tributed as the cost: to the Extra Deck, face-up.
    expect(me(x).extra).toEqual([ECC]);
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    // The other copy: once per turn by name.
    expect(legal(x, 'activate', second!)).toEqual([]);
  });

  it('Monster Effect: with no other monster on the field it cannot be used', () => {
    const d = duelOf({ me: { monsters: [{ card: ECC }] } });
    expect(legal(d, 'activate', idOf(d, ECC))).toEqual([]);
  });
});
