import { describe, expect, it } from 'vitest';
import { duelOf, idOf, idsOf, legal, me, opp, passAll, play } from './dsl';
import { isNamed, isNormalMonster, isOfArchetype, namesOf } from '../stats';

/*
 * A card's name and kind where it is: rule codes `nameBecomes` ("this card's name becomes "Blue-Eyes White
 * Dragon" while it is on the field or in the Graveyard": Blue-Eyes Alternative White Dragon), `alsoNamed`
 * ("also always treated as "Legendary Dragon Timaeus"": The Eye of Timaeus), `treatedAsNormalMonster` ("treated
 * as a Normal Monster while in the hand or Graveyard": Dragon Spirit of White) and `alsoArchetype` ("always
 * treated as a "Blue-Eyes" card"). One reader each (stats.ts namesOf / isNamed, isNormalMonster, isOfArchetype,
 * ctx.isNamed ...); what asks for a name asks it (Fusion Materials, named Tributes and Summons, Burst Stream of
 * Destruction's condition and its lock by name). The card stays itself: a summary or a view names it as printed.
 */

const ALT = 'Blue-Eyes Alternative White Dragon';
const BEWD = 'Blue-Eyes White Dragon';

describe('a card whose name becomes another (nameBecomes)', () => {
  it('is a Fusion Material of that name where its name is that one (on the field), not in the hand', () => {
    const d = duelOf({ me: { hand: ['Polymerization', BEWD, BEWD], monsters: [{ card: ALT }], extra: ['Blue-Eyes Ultimate Dragon'] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Polymerization') });
    x = passAll(x);
    // The three materials: the two in the hand and the Alternative on the field, each asked as Blue-Eyes White Dragon.
    for (let i = 0; i < 3 && x.flow.prompt?.kind === 'chooseCard'; i++) x = play(x, { type: 'select', ids: [x.flow.prompt.cards.includes(idOf(d, ALT)) ? idOf(d, ALT) : x.flow.prompt.cards[0]!] });
    if (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.find((s) => s?.name === 'Blue-Eyes Ultimate Dragon')).toBeTruthy();
    expect(me(x).graveyard.sort()).toEqual([ALT, BEWD, BEWD, 'Polymerization'].sort());

    const inHand = duelOf({ me: { hand: ['Polymerization', BEWD, BEWD, ALT], extra: ['Blue-Eyes Ultimate Dragon'] } });
    expect(legal(inHand, 'activate', idOf(inHand, 'Polymerization'))).toEqual([]);
  });

  it('answers a card asking for a face-up monster of that name, and a lock on that name (Burst Stream of Destruction)', () => {
    const d = duelOf({ me: { hand: ['Burst Stream of Destruction'], monsters: [{ card: ALT }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Burst Stream of Destruction') }));
    expect(opp(x).graveyard).toEqual(['Summoned Skull']);
    // "Blue-Eyes White Dragon" cannot attack this turn: the Alternative on the field is one.
    expect(legal(play(x, { type: 'nextPhase', to: 'battle' }), 'attack', idOf(d, ALT))).toEqual([]);
  });

  it('keeps its own name elsewhere, and is shown by its own name', () => {
    const d = duelOf({ me: { hand: [ALT], monsters: [{ card: ALT }] } });
    const [inHand, onField] = [d.players[0].hand[0]!, d.players[0].monsters[0]!.card];
    expect(namesOf(d, inHand)).toEqual([ALT]);
    expect(namesOf(d, onField)).toEqual([BEWD]);
    expect(isNamed(d, onField, ALT)).toBe(false);
    expect(me(d).monsters[0]).toMatchObject({ name: ALT });
    // A plain card has its printed name only.
    const plain = duelOf({ me: { hand: [BEWD] } });
    expect(namesOf(plain, idsOf(plain, BEWD)[0]!)).toEqual([BEWD]);
    expect(isNormalMonster(plain, idsOf(plain, BEWD)[0]!)).toBe(true);
    expect(isOfArchetype(plain, idsOf(plain, BEWD)[0]!, 'Blue-Eyes')).toBe(true);
  });
});

describe('a card treated as a Normal Monster where it is (treatedAsNormalMonster), and of an archetype (alsoArchetype)', () => {
  const SPIRIT = 'Dragon Spirit of White';

  it('is a Normal Monster in the hand and the Graveyard, an Effect Monster on the field and in the Deck', () => {
    const d = duelOf({ me: { hand: [SPIRIT], deck: [SPIRIT], monsters: [{ card: SPIRIT }], graveyard: [SPIRIT] } });
    const [inHand, inDeck, onField, inGy] = [d.players[0].hand[0]!, d.players[0].deck[0]!, d.players[0].monsters[0]!.card, d.players[0].graveyard[0]!];
    expect([inHand, inDeck, onField, inGy].map((c) => isNormalMonster(d, c))).toEqual([true, false, false, true]);
  });

  it('answers the cards asking for a Normal Monster there: Birthright targets it in the Graveyard', () => {
    const d = duelOf({ me: { spellTraps: [{ card: 'Birthright', faceUp: false }], graveyard: [SPIRIT] } });
    expect(legal(d, 'activate', idOf(d, 'Birthright'))).not.toEqual([]);
    const effect = duelOf({ me: { spellTraps: [{ card: 'Birthright', faceUp: false }], graveyard: ['Kuriboh'] } });
    expect(legal(effect, 'activate', idOf(effect, 'Birthright'))).toEqual([]);
  });

  it('is of the archetype everywhere, though its name does not say it', () => {
    const d = duelOf({ me: { hand: [SPIRIT], deck: [SPIRIT], monsters: [{ card: 'Kuriboh' }] } });
    expect(isOfArchetype(d, d.players[0].hand[0]!, 'Blue-Eyes')).toBe(true);
    expect(isOfArchetype(d, d.players[0].deck[0]!, 'Blue-Eyes')).toBe(true);
    expect(isOfArchetype(d, d.players[0].hand[0]!, 'Red-Eyes')).toBe(false);
    expect(isOfArchetype(d, d.players[0].monsters[0]!.card, 'Blue-Eyes')).toBe(false);
  });
});

describe('a card also treated as another name (alsoNamed)', () => {
  it('has both names, wherever it is; its own stays first', () => {
    const d = duelOf({ me: { hand: ['The Eye of Timaeus'], deck: ['The Eye of Timaeus'] } });
    for (const c of [d.players[0].hand[0]!, d.players[0].deck[0]!]) expect(namesOf(d, c)).toEqual(['The Eye of Timaeus', 'Legendary Dragon Timaeus']);
    expect(isNamed(d, d.players[0].hand[0]!, 'Dark Magician')).toBe(false);
  });
});
