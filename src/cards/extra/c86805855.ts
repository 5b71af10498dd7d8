// Dark Blade the Dragon Knight
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

/** Battle damage to the opponent from a battle this card was in (it is the one that inflicted it). */
const inflictedBattleDamage = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'battleDamage' && e.player === ctx.opponent &&
  ctx.duel.events.some((b) => b.type === 'battleEnded' && (b.attacker === ctx.card || b.target === ctx.card));

export default {
  passcode: '86805855',
  name: 'Dark Blade the Dragon Knight',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 6,
  atk: 2200,
  def: 1500,
  text: 'Fusion of Dark Blade and Pitch-Dark Dragon. Each time this card inflicts battle damage to your opponent: you can target up to 3 monsters in their Graveyard; banish them.',
  // "Dark Blade" + "Pitch-Dark Dragon"
  materials: { kind: 'fusion', names: ['Dark Blade', 'Pitch-Dark Dragon'] },
  effects: [
    {
      // Each time this card inflicts Battle Damage to your opponent, you can target up to 3 monsters in their GY; banish them
      kind: 'trigger',
      optional: true,
      label: "Banish up to 3 monsters from your opponent's Graveyard",
      declares: ['banish'],
      when: inflictedBattleDamage,
      targets: [{ prompt: "Choose monsters in your opponent's Graveyard to banish", from: 'graveyard', upTo: 3, filter: (ctx, c) => ctx.graveyard('theirs').includes(c) && isMonster(ctx.definition(c)) && ctx.mayBanish(c) }],
      resolve: (ctx) => {
        const still = ctx.targets.filter((c) => ctx.graveyard('theirs').includes(c));
        if (still.length > 0) ctx.banish(still);
      },
    },
  ],
} satisfies CardDefinition;
