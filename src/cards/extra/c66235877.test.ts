import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn, toBattle } from '../../engine/test/turns';
import { fusionSummonSpec, standIn } from './fusionSummonSpec';

/*
 * Fiend Skull Dragon (texts-2016): ""Cave Dragon" + "Lesser Fiend" / (This card is always treated as an
 * "Archfiend" card.) / A Fusion Summon of this monster can only be done with the above Fusion Material
 * Monsters. Negate the effects of Flip Effect Monsters. Negate any Trap effects that target this card on
 * the field, and if you do, destroy that Trap Card." (EDOPro official/c66235877.lua: EFFECT_DISABLE on the
 * Flip monsters on the field, and every Flip monster's effect negated as it resolves.) Rule codes
 * negatesEffects, negatesResolvingEffects, negatesTrapEffectTargetingIt. The "Archfiend" clause is not
 * modelled: the engine has no archetypes, and no card of the pool looks for "Archfiend" cards.
 */
const FSD = 'Fiend Skull Dragon';

describe('Fiend Skull Dragon', () => {
  fusionSummonSpec(FSD, ['Cave Dragon', 'Lesser Fiend'], { atk: 2000, def: 1200 }, [
    standIn('93220472', 'Cave Dragon', 'effect', 'WIND', 'Dragon', 4, 2000, 100),
    standIn('16475472', 'Lesser Fiend', 'effect', 'DARK', 'Fiend', 5, 2100, 1000),
  ]);

  it("a Flip monster flipped on the field: its Flip effect is activated and resolves doing nothing", () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: FSD }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } }));
    let x = play(d, { type: 'flipSummon', card: idOf(d, 'Man-Eater Bug', 1) });
    x = passAll(x);
    if (x.flow.prompt?.kind === 'chooseCard') x = passAll(play(x, { type: 'select', ids: [idOf(d, FSD)] }));
    expect(x.events.some((e) => e.type === 'activated' && e.card === idOf(d, 'Man-Eater Bug', 1))).toBe(true);
    expect(me(x).monsters[0]).toMatchObject({ name: FSD });
  });

  it('a Flip effect activated from the Graveyard (its monster destroyed by battle) is negated too', () => {
    const d = duelOf({ me: { monsters: [{ card: FSD }] }, opp: { monsters: [{ card: 'Man-Eater Bug', faceUp: false, position: 'defense' }] } });
    let x = passAll(play(toBattle(d), { type: 'attack', card: idOf(d, FSD), target: idOf(d, 'Man-Eater Bug', 1) }));
    if (x.flow.prompt?.kind === 'chooseCard') x = play(x, { type: 'select', ids: [idOf(d, FSD)] });
    x = passAll(x);
    expect(opp(x).graveyard).toEqual(['Man-Eater Bug']);
    expect(me(x).monsters[0]).toMatchObject({ name: FSD });
  });

  it("a Flip monster's continuous effect does not apply (Nightmare Penguin's +200 ATK); face-down, Fiend Skull Dragon negates nothing", () => {
    const penguin = (faceUp: boolean) => duelOf({ me: { monsters: [{ card: FSD, faceUp, position: faceUp ? 'attack' : 'defense' }] }, opp: { monsters: [{ card: 'Nightmare Penguin' }] } });
    expect(opp(penguin(true)).monsters[0]).toMatchObject({ name: 'Nightmare Penguin', atk: 900 });
    expect(opp(penguin(false)).monsters[0]).toMatchObject({ name: 'Nightmare Penguin', atk: 1100 });
  });

  describe('a Trap effect that targets it', () => {
    const raigekiBreak = (target: string) => {
      const d = endTurn(duelOf({ me: { monsters: [{ card: FSD }, { card: 'Gemini Elf' }] }, opp: { hand: ['Feral Imp'], spellTraps: [{ card: 'Raigeki Break', faceUp: false }] } }));
      const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki Break', 1) }, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] }, { type: 'select', ids: [idOf(d, target)] });
      return { d, x: passAll(x) };
    };

    it('is negated, and the Trap Card is destroyed', () => {
      const { d, x } = raigekiBreak(FSD);
      expect(me(x).monsters.filter((s) => s).map((s) => s?.name)).toEqual([FSD, 'Gemini Elf']);
      expect(x.events.some((e) => e.type === 'destroyed' && e.card === idOf(d, 'Raigeki Break', 1))).toBe(true);
      expect(opp(x).graveyard.sort()).toEqual(['Feral Imp', 'Raigeki Break']);
    });

    it('a Trap targeting another monster resolves', () => {
      const { x } = raigekiBreak('Gemini Elf');
      expect(me(x).graveyard).toEqual(['Gemini Elf']);
    });

    it('a Spell Card that targets it is not negated (Book of Moon turns it face-down)', () => {
      const d = endTurn(duelOf({ me: { monsters: [{ card: FSD }] }, opp: { hand: ['Book of Moon'] } }));
      const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Book of Moon', 1) }, { type: 'select', ids: [idOf(d, FSD)] }));
      expect(me(x).monsters[0]).toMatchObject({ name: FSD, faceUp: false });
    });
  });
});
