import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Duel } from '../../engine';
import { publicState } from '../../engine/determinise';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';

/*
 * Prohibition (texts-2016): "Activate by declaring 1 card name. Cards with that name, and their effects,
 * cannot be used. Cards already on the field are not affected (including face-down cards)."
 * The name is declared as it is activated (library.ts declareCardName) and kept with the card while it stays
 * face-up (SpellTrapSlot.declared), with the cards on the field as it resolved, which it leaves alone (kept
 * while each stays there). "Cannot be used", as official/c43711255.lua's EFFECT_FORBIDDEN: no Normal Summon,
 * Set, Flip Summon or Special Summon (rule code cannotBePlayed, cannotChangePosition), no activation of the card
 * or its effects (barsActivation), no attack or position change (cannotAttack, cannotChangePosition). No GOAT
 * variant (goat-legal.tsv marks none).
 */
const DECK = Array.from({ length: 8 }, () => 'Feral Imp');
const options = (d: Duel): readonly string[] => (d.flow.prompt?.kind === 'chooseOption' ? d.flow.prompt.options : []);
const activations = (d: Duel, card: string) => legalActions(d).filter((a) => a.type === 'activate' && a.card === card);

function prohibiting(name: string, s: { me?: Parameters<typeof duelOf>[0]['me']; opp?: Parameters<typeof duelOf>[0]['opp'] } = {}): Duel {
  const d = duelOf({
    me: { deck: DECK, ...s.me, spellTraps: [{ card: 'Prohibition', faceUp: false }, ...(s.me?.spellTraps ?? [])] },
    opp: { deck: DECK, ...s.opp },
  });
  const x = play(d, { type: 'activate', card: idOf(d, 'Prohibition') });
  expect(options(x)).toContain(name);
  return passAll(play(x, { type: 'select', option: name }));
}

describe('Prohibition', () => {
  it('declares a name as it is activated; the name stays with the card, public to both players', () => {
    const x = prohibiting('Sangan', { me: { hand: ['Sangan'] } });
    expect(me(x).spellTraps[0]).toMatchObject({ name: 'Prohibition', faceUp: true, declared: 'Sangan' });
    expect(viewFor(x, 1).players[0].spellTraps[0]).toMatchObject({ declared: 'Sangan' });
  });

  it('a monster of that name cannot be Normal Summoned or Set, by either player', () => {
    const x = prohibiting('Sangan', { me: { hand: ['Sangan', 'Feral Imp'] }, opp: { hand: ['Sangan'] } });
    expect(legal(x, 'normalSummon', idOf(x, 'Sangan'))).toEqual([]);
    expect(legal(x, 'setMonster', idOf(x, 'Sangan'))).toEqual([]);
    expect(legal(x, 'normalSummon', idOf(x, 'Feral Imp')).length).toBeGreaterThan(0);
    const y = endTurn(x);
    expect(legal(y, 'normalSummon', idOf(y, 'Sangan', 1))).toEqual([]);
    expect(legal(y, 'setMonster', idOf(y, 'Sangan', 1))).toEqual([]);
  });

  it('a Spell of that name cannot be activated nor Set from the hand', () => {
    const x = endTurn(prohibiting('Mystical Space Typhoon', { me: { deck: [...DECK, 'Mystical Space Typhoon'] }, opp: { hand: ['Mystical Space Typhoon', 'Pot of Greed'] } }));
    expect(activations(x, idOf(x, 'Mystical Space Typhoon', 1))).toEqual([]);
    expect(legal(x, 'setSpellTrap', idOf(x, 'Mystical Space Typhoon', 1))).toEqual([]);
    expect(activations(x, idOf(x, 'Pot of Greed', 1)).length).toBeGreaterThan(0);
  });

  it('cannot be Special Summoned by an effect: Monster Reborn does not offer it', () => {
    const x = prohibiting('Sangan', { me: { hand: ['Monster Reborn'], graveyard: ['Sangan', 'Kuriboh'] } });
    const y = play(x, { type: 'activate', card: idOf(x, 'Monster Reborn') });
    const offered = y.flow.prompt?.kind === 'chooseCard' ? y.flow.prompt.cards : [];
    expect(offered).toEqual([idOf(x, 'Kuriboh')]);
  });

  it('the cards already on the field, face-down included, are not affected', () => {
    const x = endTurn(prohibiting('Mystical Space Typhoon', {
      me: { deck: [...DECK, 'Mystical Space Typhoon'], spellTraps: [{ card: 'Mirror Force', faceUp: false }] },
      opp: { spellTraps: [{ card: 'Mystical Space Typhoon', faceUp: false }], hand: ['Mystical Space Typhoon'] },
    }));
    const [onField, inHand] = [x.players[1].spellTraps[0]!.card, x.players[1].hand.find((c) => x.cards[c]!.passcode === '05318639')!];
    expect(inHand).not.toBe(onField);
    expect(activations(x, onField).length).toBeGreaterThan(0);
    expect(activations(x, inHand)).toEqual([]);
  });

  it('a monster of that name already on the field still attacks; one that was not cannot attack, change position or be Flip Summoned', () => {
    const x = endTurn(prohibiting('Celtic Guardian', { opp: { monsters: [{ card: 'Celtic Guardian' }] } }));
    expect(legal(toBattle(x), 'attack').length).toBeGreaterThan(0);
    // A card the kept list does not name (placed after it resolved) is affected.
    const d = duelOf({
      turnPlayer: 1,
      me: { deck: DECK, spellTraps: [{ card: 'Prohibition', faceUp: true, declared: 'Celtic Guardian' }] },
      opp: { deck: DECK, monsters: [{ card: 'Celtic Guardian' }, { card: 'Celtic Guardian', faceUp: false, position: 'defense' }, { card: 'Feral Imp' }] },
    });
    const [up, down] = [d.players[1].monsters[0]!.card, d.players[1].monsters[1]!.card];
    expect(legal(d, 'flipSummon', down)).toEqual([]);
    expect(legal(d, 'changePosition', up)).toEqual([]);
    expect(legal(d, 'changePosition', idOf(d, 'Feral Imp', 1)).length).toBeGreaterThan(0);
    expect([...new Set(legal(toBattle(d), 'attack').map((a) => a.card))]).toEqual([idOf(d, 'Feral Imp', 1)]);
  });

  it("a card's effects cannot be activated: Sangan, on the field as it resolved, sent to the Graveyard, searches nothing", () => {
    const x = endTurn(prohibiting('Sangan', { me: { monsters: [{ card: 'Sangan' }], deck: [...DECK, 'Kuriboh'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } }));
    const y = passAll(play(toBattle(x), { type: 'attack', card: idOf(x, 'Summoned Skull', 1), target: idOf(x, 'Sangan') }));
    expect(me(y).graveyard).toContain('Sangan');
    // Without Prohibition, its search would be asking for a card now.
    expect(y.flow.prompt ?? null).toBeNull();
    expect(activations(y, idOf(x, 'Sangan'))).toEqual([]);
    expect(me(y).hand).not.toContain('Kuriboh');
  });

  it('once it leaves the field, the name may be used again', () => {
    const x = endTurn(prohibiting('Sangan', { me: { deck: [...DECK, 'Sangan'] }, opp: { hand: ['Sangan', 'Mystical Space Typhoon'] } }));
    expect(legal(x, 'normalSummon', idOf(x, 'Sangan', 1))).toEqual([]);
    const y = passAll(play(x, { type: 'activate', card: idOf(x, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(x, 'Prohibition')] }));
    expect(me(y).graveyard).toEqual(['Prohibition']);
    expect(legal(y, 'normalSummon', idOf(y, 'Sangan', 1)).length).toBeGreaterThan(0);
  });

  it("what it leaves alone tells nothing of the opponent's face-down cards: it keeps every card on the field, and no view or public state names them", () => {
    const x = prohibiting('Sangan', { me: { deck: [...DECK, 'Sangan'] }, opp: { spellTraps: [{ card: 'Mirror Force', faceUp: false }], monsters: [{ card: 'Jinzo', faceUp: false, position: 'defense' }, { card: 'Kuriboh' }] } });
    const hidden = [x.players[1].spellTraps[0]!.card, x.players[1].monsters[0]!.card];
    expect(x.players[0].spellTraps[0]!.keeps).toEqual(expect.arrayContaining([...hidden, idOf(x, 'Kuriboh', 1), idOf(x, 'Prohibition')]));
    const seen = JSON.stringify([publicState(x, 0), viewFor(x, 0)]);
    for (const id of hidden) expect(seen).not.toContain(`"${id}"`);
  });
});
