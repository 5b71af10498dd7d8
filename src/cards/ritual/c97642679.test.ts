import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Dark Master - Zorc: "This card can only be Ritual Summoned with the Ritual Spell Card "Contract with the Dark Master". During your Main
// Phase, you can roll 1 six-sided die. On a 1 or 2, destroy all monsters on your opponent's side of the field. On a 3, 4, or 5, destroy
// 1 monster on your opponent's side of the field. On a 6, destroy all monsters on your side of the field."
// Contract with the Dark Master: "… Ritual Summon "Dark Master - Zorc". You must also Tribute monsters whose total Levels equal 8 or more …"
const rolled = (d: Duel): number | undefined => {
  const e = d.events.find((x) => x.type === 'dieRolled');
  return e?.type === 'dieRolled' ? e.result : undefined;
};

describe('Dark Master - Zorc', () => {
  it('is Ritual Summoned by Contract with the Dark Master with Tributes totalling Level 8', () => {
    const d = duelOf({ me: { hand: ['Contract with the Dark Master', 'Dark Master - Zorc', 'Summoned Skull'], monsters: [{ card: 'Petit Dragon' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Contract with the Dark Master') });
    x = play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull')] }, { type: 'select', ids: [idOf(d, 'Petit Dragon')] }, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).monsters.find(Boolean)).toMatchObject({ name: 'Dark Master - Zorc', atk: 2700 });
    const short = duelOf({ me: { hand: ['Contract with the Dark Master', 'Dark Master - Zorc'], monsters: [{ card: 'Petit Dragon' }] } });
    expect(legal(short, 'activate')).toHaveLength(0);
  });

  it('rolls a die: 1-2 all the opponent\'s monsters, 3-5 one of them, 6 all of yours; once per turn', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30 && seen.size < 3; seed++) {
      const d = duelOf({ seed, me: { monsters: [{ card: 'Dark Master - Zorc' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Summoned Skull' }] } });
      let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Dark Master - Zorc') }));
      if (x.flow.prompt?.kind === 'chooseCard') {
        expect([...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Kuriboh', 1), idOf(d, 'Summoned Skull', 1)].sort());
        x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
      }
      const roll = rolled(x)!;
      if (roll <= 2) {
        expect(opp(x).graveyard.sort()).toEqual(['Kuriboh', 'Summoned Skull']);
        expect(me(x).graveyard).toEqual([]);
        seen.add('1-2');
      } else if (roll <= 5) {
        expect(opp(x).graveyard).toEqual(['Summoned Skull']);
        seen.add('3-5');
      } else {
        expect(me(x).graveyard.sort()).toEqual(['Dark Master - Zorc', 'Feral Imp']);
        expect(opp(x).graveyard).toEqual([]);
        seen.add('6');
      }
      if (roll < 6) expect(legal(x, 'activate', idOf(d, 'Dark Master - Zorc'))).toHaveLength(0);
    }
    expect(seen.size).toBe(3);
  });
});
