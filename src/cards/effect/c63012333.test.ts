import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../../engine';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

/*
 * Soul-Absorbing Bone Tower (texts-2016): "If you control another Zombie-Type monster, your opponent cannot target this
 * card for attacks. Each time a Zombie-Type monster(s) is Special Summoned: Send the top 2 cards of your opponent's Deck
 * to the Graveyard." As official/c63012333.lua: another face-up Zombie you control; a face-up Zombie Special Summoned on
 * either side, not the Tower itself; a mandatory Trigger. No GOAT variant (goat-legal.tsv does not list it).
 */
const THEIR_DECK = ['Feral Imp', 'Celtic Guardian', 'Mystical Elf', 'Feral Imp', 'Feral Imp'];

/** The opponent's Battle Phase: my Bone Tower beside `beside`; which of my monsters their Summoned Skull may attack. */
function targets(beside: { card: string; faceUp?: boolean; position?: 'attack' | 'defense' }[]): string[] {
  const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Soul-Absorbing Bone Tower', position: 'defense' }, ...beside] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
  const skull = idOf(d, 'Summoned Skull', 1);
  return legalActions(toBattle(d)).flatMap((a) => (a.type === 'attack' && a.card === skull ? [a.target] : []));
}

/** I activate Monster Reborn on `revived` (in `whose` Graveyard), my Bone Tower on the field. */
function revive(revived: string, whose: 0 | 1 = 0, theirDeck = THEIR_DECK): Duel {
  const d = duelOf({
    me: { hand: ['Monster Reborn'], monsters: [{ card: 'Soul-Absorbing Bone Tower' }], graveyard: whose === 0 ? [revived] : [] },
    opp: { deck: theirDeck, graveyard: whose === 1 ? [revived] : [] },
  });
  return passAll(play(d, { type: 'activate', card: idOf(d, 'Monster Reborn') }, { type: 'select', ids: [idOf(d, revived, whose)] }, { type: 'select', option: 'attack' }));
}

describe('Soul-Absorbing Bone Tower', () => {
  it('cannot be selected as an attack target while I control another face-up Zombie; that Zombie can', () => {
    const withZombie = targets([{ card: 'Dragon Zombie' }]);
    expect(withZombie).toHaveLength(1);
    const d = duelOf({ turnPlayer: 1, me: { monsters: [{ card: 'Soul-Absorbing Bone Tower', position: 'defense' }, { card: 'Dragon Zombie' }] } });
    expect(withZombie).toEqual([idOf(d, 'Dragon Zombie')]);
  });

  it('can be attacked with no other Zombie, or only a face-down one, beside it', () => {
    expect(targets([{ card: 'Celtic Guardian' }])).toHaveLength(2);
    expect(targets([{ card: 'Dragon Zombie', faceUp: false, position: 'defense' }])).toHaveLength(2);
    expect(targets([])).toHaveLength(1);
  });

  it('a Zombie Special Summoned sends the top 2 cards of the opponent\'s Deck to the Graveyard', () => {
    const x = revive('Dragon Zombie');
    expect(opp(x).graveyard).toEqual(['Feral Imp', 'Celtic Guardian']);
    expect(opp(x).deck).toBe(THEIR_DECK.length - 2);
  });

  it('a Zombie of the opponent\'s Graveyard counts too; a monster of another Type does not', () => {
    expect(opp(revive('Dragon Zombie', 1)).graveyard).toEqual(['Feral Imp', 'Celtic Guardian']);
    const other = revive('Summoned Skull');
    expect(opp(other).graveyard).toEqual([]);
    expect(me(other).monsters.some((m) => m?.name === 'Summoned Skull')).toBe(true);
  });

  it('a Normal Summon of a Zombie does nothing; with 1 card left in their Deck, that one is sent', () => {
    const d = duelOf({ me: { hand: ['Dragon Zombie'], monsters: [{ card: 'Soul-Absorbing Bone Tower' }] }, opp: { deck: THEIR_DECK } });
    const summon = legalActions(d).find((a) => a.type === 'normalSummon')!;
    expect(opp(passAll(play(d, summon))).graveyard).toEqual([]);
    expect(opp(revive('Dragon Zombie', 0, ['Mystical Elf'])).graveyard).toEqual(['Mystical Elf']);
  });
});
