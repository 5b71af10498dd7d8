import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Rescue Cat (texts-2016): "You can send this face-up card to the Graveyard to Special Summon 2 Level 3
 * or lower Beast-Type monsters from your Deck. Those monsters are destroyed during the End Phase."
 * The End Phase destruction is rule code destroyedInEndPhase (phases.ts endPhaseFates, no Chain).
 */

const CAT = 'Rescue Cat';
const deck = ['Silver Fang', 'Nekogal #1', 'Giant Rat', 'Celtic Guardian', 'Burglar'];

/** Activates Rescue Cat and answers its prompts: the Beasts named in order, each in Attack Position. */
function rescue(d: Duel, picks: readonly string[] = ['Silver Fang', 'Nekogal #1']): Duel {
  let x = passAll(play(d, { type: 'activate', card: idOf(d, CAT) }));
  let i = 0;
  while (x.flow.prompt) {
    const p = x.flow.prompt;
    x = passAll(play(x, p.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : { type: 'select', ids: [idOf(d, picks[i++]!)] }));
  }
  return x;
}

const names = (d: Duel): string[] => me(d).monsters.filter(Boolean).map((s) => s!.name);

describe('Rescue Cat', () => {
  it('sends itself to the Graveyard (cost) and Special Summons 2 Level 3 or lower Beasts from the Deck, which is shuffled', () => {
    const d = duelOf({ me: { deck, monsters: [{ card: CAT }] } });
    const activated = play(d, { type: 'activate', card: idOf(d, CAT) });
    // The cost is paid as it is activated, before anyone responds.
    expect(me(activated).graveyard).toEqual([CAT]);
    const x = rescue(d);
    expect(names(x).sort()).toEqual(['Nekogal #1', 'Silver Fang']);
    expect(me(x).deck).toBe(3);
  });

  it('offers only Level 3 or lower Beast monsters (not Giant Rat, Level 4, nor a Warrior)', () => {
    const d = duelOf({ me: { deck, monsters: [{ card: CAT }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, CAT) }));
    expect(x.flow.prompt?.kind).toBe('chooseCard');
    const offered = x.flow.prompt && 'cards' in x.flow.prompt ? [...x.flow.prompt.cards] : [];
    expect(offered.sort()).toEqual([idOf(d, 'Silver Fang'), idOf(d, 'Nekogal #1'), idOf(d, 'Burglar')].sort());
  });

  it('the 2 monsters are destroyed as the End Phase begins; one that left the field first is not', () => {
    const d = duelOf({ me: { deck, hand: ['Summoned Skull'], monsters: [{ card: CAT }] } });
    let x = rescue(d);
    const end = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(names(end)).toEqual([]);
    expect([...me(end).graveyard].sort()).toEqual([CAT, 'Nekogal #1', 'Silver Fang'].sort());
    // Silver Fang, Tributed for Summoned Skull, is gone before the End Phase: the Skull takes its zone and stays.
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Summoned Skull'), tributes: [idOf(d, 'Silver Fang')] }));
    const later = passAll(play(x, { type: 'nextPhase', to: 'end' }));
    expect(names(later)).toEqual(['Summoned Skull']);
    expect(me(later).graveyard).toContain('Nekogal #1');
  });

  it('cannot be activated with fewer than 2 fitting Beasts in the Deck, with 1 zone short, or face-down', () => {
    expect(legal(duelOf({ me: { deck: ['Silver Fang', 'Giant Rat'], monsters: [{ card: CAT }] } }), 'activate')).toEqual([]);
    const four = ['Celtic Guardian', 'Battle Ox', 'Mystical Elf', 'Feral Imp'].map((card) => ({ card }));
    expect(legal(duelOf({ me: { deck, monsters: [{ card: CAT }, ...four] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { deck, monsters: [{ card: CAT, faceUp: false, position: 'defense' }] } }), 'activate')).toEqual([]);
    // With 3 other monsters, the Cat's own zone makes the second free zone.
    const three = four.slice(0, 3);
    expect(legal(duelOf({ me: { deck, monsters: [{ card: CAT }, ...three] } }), 'activate')).toHaveLength(1);
  });
});
