import { describe, expect, it } from 'vitest';
import { cardByPasscode } from '..';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Keeper of the Shrine (texts-2016): "This card can be treated as 2 Tributes for the Tribute Summon of a
 * Dragon-Type monster. While this card is in your hand or Graveyard, if a face-up Dragon-Type monster(s) on
 * the field is sent to the Graveyard because of a card effect or being destroyed by battle, except "Keeper
 * of the Shrine": You can Special Summon this card, then, if at least 1 of those monsters in the Graveyard
 * is a Dragon-Type Normal Monster, you can add 1 Dragon-Type Normal Monster from your Graveyard to your
 * hand. You can only use this effect of "Keeper of the Shrine" once per turn."
 */

const KEEPER = 'Keeper of the Shrine';
const names = (x: Duel) => me(x).monsters.filter(Boolean).map((s) => s!.name);
const answer = (x: Duel, option: string): Duel => passAll(play(x, { type: 'select', option }));

describe('Keeper of the Shrine', () => {
  it('counts as 2 Tributes for the Tribute Summon of a Dragon monster, 1 for another', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon', 'Dark Magician'], monsters: [{ card: KEEPER }, { card: 'Feral Imp' }] } });
    const sets = (card: string) => legal(d, 'normalSummon', idOf(d, card)).map((a) => a.tributes.map((t) => cardByPasscode(d.cards[t]!.passcode)!.name));
    expect(sets('Blue-Eyes White Dragon')).toEqual([[KEEPER]]);
    expect(sets('Dark Magician')).toEqual([[KEEPER, 'Feral Imp']]);
  });

  it('from the hand: when a Dragon Normal Monster is destroyed by a card effect, Special Summon it, then add a Dragon Normal Monster from the Graveyard', () => {
    const d = duelOf({ me: { hand: [KEEPER, 'Dark Hole'], monsters: [{ card: 'Blue-Eyes White Dragon' }], graveyard: ['Red-Eyes Black Dragon'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0, options: ['yes', 'no'] });
    x = answer(x, 'yes');
    x = play(x, { type: 'select', option: 'defense' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', options: ['yes', 'no'] });
    x = play(x, { type: 'select', option: 'yes' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Red-Eyes Black Dragon'), idOf(d, 'Blue-Eyes White Dragon')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Red-Eyes Black Dragon')] }));
    expect(names(x)).toEqual([KEEPER]);
    expect(me(x).hand).toEqual(['Red-Eyes Black Dragon']);
  });

  it('from the Graveyard, when a Dragon is destroyed by battle; an Effect Dragon gives no card to the hand', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Vanguard of the Dragon' }], graveyard: [KEEPER, 'Red-Eyes Black Dragon'] }, opp: { monsters: [{ card: 'Blue-Eyes White Dragon' }] } });
    let x = passAll(play(d, { type: 'nextPhase', to: 'battle' }));
    x = passAll(play(x, { type: 'attack', card: idOf(d, 'Vanguard of the Dragon'), target: idOf(d, 'Blue-Eyes White Dragon', 1) }));
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption', player: 0 });
    x = answer(x, 'yes');
    x = passAll(play(x, { type: 'select', option: 'defense' }));
    expect(names(x)).toEqual([KEEPER]);
    expect(x.flow.prompt).toBeNull();
    expect(me(x).hand).toEqual([]);
  });

  it('once per turn between its copies; not for a monster that is not a Dragon, nor one Tributed', () => {
    const d = duelOf({ me: { hand: [KEEPER, KEEPER, 'Dark Hole'], monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Red-Eyes Black Dragon' }] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    // Two Dragons, two copies: one choice is offered at a time; after one is used, no other.
    x = answer(x, 'yes');
    while (x.flow.prompt?.kind === 'chooseOption' && x.flow.prompt.options.includes('defense')) x = passAll(play(x, { type: 'select', option: 'defense' }));
    while (x.flow.prompt?.kind === 'chooseOption') x = answer(x, 'no');
    expect(names(x)).toEqual([KEEPER]);
    expect(me(x).hand).toEqual([KEEPER]);
    const notDragon = duelOf({ me: { hand: [KEEPER, 'Dark Hole'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(passAll(play(notDragon, { type: 'activate', card: idOf(notDragon, 'Dark Hole') })).flow.prompt).toBeNull();
    const tribute = duelOf({ me: { hand: [KEEPER, 'Summoned Skull'], monsters: [{ card: 'Red-Eyes Black Dragon' }] } });
    expect(play(tribute, { type: 'normalSummon', card: idOf(tribute, 'Summoned Skull'), tributes: [idOf(tribute, 'Red-Eyes Black Dragon')] }).flow.prompt).toBeNull();
  });
});
