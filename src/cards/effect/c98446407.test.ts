import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Hand of Nephthys (texts-2016): "You can Tribute this card and 1 other monster to Special Summon 1 "Sacred
 * Phoenix of Nephthys" from your hand or Deck." The Tributes are a cost; the Phoenix so Summoned destroys no
 * Spell or Trap (that follows only its own revival).
 */

const PHOENIX = 'Sacred Phoenix of Nephthys';
const names = (ms: readonly ({ name: string } | null)[]) => ms.filter(Boolean).map((m) => m!.name);

describe('Hand of Nephthys', () => {
  it('Tributes itself and 1 other monster to Special Summon "Sacred Phoenix of Nephthys" from the Deck', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Hand of Nephthys' }, { card: 'Feral Imp' }], deck: [PHOENIX, 'Uraby', 'Kuriboh'], spellTraps: [{ card: 'Mirror Force', faceUp: false }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Hand of Nephthys') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
    x = passAll(x);
    x = passAll(play(x, { type: 'select', ids: [idOf(d, PHOENIX)] }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
    expect(me(x).graveyard.sort()).toEqual(['Feral Imp', 'Hand of Nephthys']);
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Mirror Force' });
  });

  it('from the hand too', () => {
    const d = duelOf({ me: { hand: [PHOENIX], monsters: [{ card: 'Hand of Nephthys' }, { card: 'Feral Imp' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Hand of Nephthys') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }));
    x = passAll(play(x, { type: 'select', ids: [idOf(d, PHOENIX)] }));
    if (x.flow.prompt) x = passAll(play(x, { type: 'select', option: 'attack' }));
    expect(names(me(x).monsters)).toEqual([PHOENIX]);
    expect(me(x).hand).toEqual([]);
  });

  it('cannot be used with no other monster to Tribute, nor with no Phoenix in the hand or Deck', () => {
    const alone = duelOf({ me: { hand: [PHOENIX], monsters: [{ card: 'Hand of Nephthys' }] } });
    expect(legal(alone, 'activate')).toEqual([]);
    const none = duelOf({ me: { monsters: [{ card: 'Hand of Nephthys' }, { card: 'Feral Imp' }] } });
    expect(legal(none, 'activate')).toEqual([]);
  });
});
