import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Pendulum Reborn (texts-2016): "Special Summon 1 face-up Pendulum Monster from your Extra Deck, or 1 Pendulum Monster from
 * your Graveyard." (ygopro c77826734: chosen as it resolves, no target; face-up Attack or Defense Position.)
 */
const REBORN = 'Pendulum Reborn';

describe('Pendulum Reborn', () => {
  it('offers your face-up Pendulum Monsters of the Extra Deck and the Pendulum Monsters of your Graveyard, and Special Summons the one chosen', () => {
    const d = duelOf({
      me: { spellTraps: [{ card: REBORN }], extra: [{ card: 'Flash Knight', faceUp: true }, 'Blue-Eyes Ultimate Dragon'], graveyard: ['Timegazer Magician', 'Dark Magician'] },
      opp: { extra: [{ card: 'Stargazer Magician', faceUp: true }], graveyard: ['Odd-Eyes Pendulum Dragon'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, REBORN) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Flash Knight'), idOf(d, 'Timegazer Magician')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Timegazer Magician')] }, { type: 'select', option: 'defense' }));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Timegazer Magician', faceUp: true, position: 'defense' });
    expect(me(x).graveyard).toEqual(['Dark Magician', REBORN]);
    // From the Extra Deck.
    let y = passAll(play(d, { type: 'activate', card: idOf(d, REBORN) }));
    y = passAll(play(y, { type: 'select', ids: [idOf(d, 'Flash Knight')] }, { type: 'select', option: 'attack' }));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Flash Knight', position: 'attack' });
    expect(me(y).extra).toEqual(['Blue-Eyes Ultimate Dragon']);
  });

  it('cannot be activated with no such Pendulum Monster (a face-down Extra Deck card, another monster, the opponent\'s) or no free Monster Zone', () => {
    const none = duelOf({
      me: { spellTraps: [{ card: REBORN }], extra: ['Blue-Eyes Ultimate Dragon'], graveyard: ['Dark Magician'], hand: ['Flash Knight'] },
      opp: { extra: [{ card: 'Stargazer Magician', faceUp: true }], graveyard: ['Odd-Eyes Pendulum Dragon'] },
    });
    expect(legal(none, 'activate', idOf(none, REBORN))).toEqual([]);
    const full = duelOf({ me: { spellTraps: [{ card: REBORN }], graveyard: ['Flash Knight'], monsters: Array.from({ length: 5 }, () => ({ card: 'Celtic Guardian' })) } });
    expect(legal(full, 'activate', idOf(full, REBORN))).toEqual([]);
  });

  it('the Pendulum Monster gone from the Graveyard before it resolves: nothing is Summoned', () => {
    const d = duelOf({ me: { spellTraps: [{ card: REBORN }, { card: 'Call of the Haunted' }], graveyard: ['Flash Knight'] } });
    const knight = idOf(d, 'Flash Knight');
    let x = play(d, { type: 'activate', card: idOf(d, REBORN) });
    // Chained to it: Call of the Haunted Special Summons Flash Knight first.
    while (legal(x, 'activate', idOf(d, 'Call of the Haunted')).length === 0 && x.flow.window) x = play(x, { type: 'pass' });
    x = play(x, { type: 'activate', card: idOf(d, 'Call of the Haunted') }, { type: 'select', ids: [knight] });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseOption') x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(x.flow.prompt).toBeNull();
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Flash Knight']);
    expect(me(x).graveyard).toEqual([REBORN]);
  });
});
