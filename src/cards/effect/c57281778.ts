// Ryu Kokki
import type { CardDefinition } from '../../engine/card';
import { battledMonster } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

/** The Warrior or Spellcaster monster this card battled, still on the field at the end of that battle. */
const prey = (ctx: EffectContext, e: DuelEvent): string | null => {
  const other = battledMonster(ctx, e);
  if (!other || ctx.controllerOf(other) === null || !ctx.isFaceUp(other)) return null;
  return ['Warrior', 'Spellcaster'].includes(ctx.definition(other).monsterType ?? '') ? other : null;
};

export default {
  passcode: '57281778',
  name: 'Ryu Kokki',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 6,
  atk: 2400,
  def: 2000,
  text: 'At the end of the Damage Step, if this card battled a Warrior or Spellcaster monster, destroy that monster.',
  effects: [
    {
      // At the end of the Damage Step, if this card battled a Warrior or Spellcaster monster: destroy that monster.
      // Keyed to the battle: it activates even if that battle destroyed this card.
      kind: 'trigger',
      label: 'Destroy the Warrior or Spellcaster it battled',
      declares: ['destroy'],
      evenIfDestroyedByThatBattle: true,
      when: (ctx, e) => prey(ctx, e) !== null,
      resolve: (ctx) => {
        const other = ctx.triggeredBy && battledMonster(ctx, ctx.triggeredBy);
        if (other && ctx.controllerOf(other) !== null) ctx.destroy([other]);
      },
    },
  ],
} satisfies CardDefinition;
