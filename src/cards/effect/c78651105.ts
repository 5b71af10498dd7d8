// Beast King Barbaros
import type { CardDefinition } from '../../engine/card';
import { summonedWithoutTributes } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

/** This card's Tribute Summon by Tributing 3 monsters (the count its own rule allows, not its Level's 2). */
const tributeSummonedWithThree = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'summoned' && e.how === 'tribute' && e.card === ctx.card && (e.tributes ?? []).length === 3;

export default {
  passcode: '78651105',
  name: 'Beast King Barbaros',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 8,
  atk: 3000,
  def: 1200,
  text: 'May be Normal Summoned or Set with no Tribute; then its original ATK is 1900. May also be Tribute Summoned with 3 Tributes. If it is Tribute Summoned that way: every card your opponent controls is destroyed.',
  effects: [
    {
      // You can Normal Summon/Set this card without Tributing (a way to Summon it, read in the hand)
      kind: 'condition',
      label: 'Normal Summon or Set without Tributing',
      rules: [{ code: 'summonWithoutTribute', applies: () => true }],
    },
    {
      // ... but its original ATK becomes 1900 (lost if it is turned face-down or its effects are negated)
      kind: 'continuous',
      label: 'Summoned without Tributing: original ATK 1900',
      declares: ['modifyStats'],
      rules: [{ code: 'originalAtk', applies: (ctx) => (summonedWithoutTributes(ctx, ctx.card) ? 1900 : null) }],
    },
    {
      // You can Tribute 3 monsters to Tribute Summon this card (a Tribute Summon only, not a Set)
      kind: 'condition',
      label: 'Tribute Summon with 3 Tributes',
      rules: [{ code: 'tributeSummonAlsoWith', applies: () => 3 }],
    },
    {
      // If you do: Destroy all cards your opponent controls.
      kind: 'trigger',
      label: 'Tribute Summoned with 3 Tributes: destroy all cards your opponent controls',
      declares: ['destroy'],
      when: tributeSummonedWithThree,
      resolve: (ctx) => {
        const theirs = ctx.cardsOnField('theirs');
        if (theirs.length > 0) ctx.destroy(theirs);
      },
    },
  ],
} satisfies CardDefinition;
