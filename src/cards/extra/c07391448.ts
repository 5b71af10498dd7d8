// Goyo Guardian
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { DuelEvent } from '../../engine/state';

/** An opponent's monster this card destroyed by battle, now in their Graveyard. */
function destroyedByThisCard(ctx: EffectContext, e: DuelEvent): boolean {
  if (e.type !== 'destroyedByBattle' || !ctx.graveyard('theirs').includes(e.card)) return false;
  return ctx.duel.events.some((b) => b.type === 'battleEnded' && ((b.attacker === ctx.card && b.target === e.card) || (b.target === ctx.card && b.attacker === e.card)));
}

export default {
  passcode: '07391448',
  name: 'Goyo Guardian',
  frame: 'synchro',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 6,
  atk: 2800,
  def: 2000,
  text: "1 EARTH Tuner + 1 or more non-Tuner monsters. When this card destroys an opponent's monster by battle and sends it to the Graveyard: you can Special Summon that monster to your field in Defense Position.",
  // 1 EARTH Tuner + 1+ non-Tuner monsters
  materials: { kind: 'synchro', tuner: (t) => t.attribute === 'EARTH', text: '1 EARTH Tuner + 1 or more non-Tuner monsters' },
  effects: [
    {
      // When this card destroys an opponent's monster by battle and sends it to the GY: you can Special Summon that monster to your field in Defense Position
      kind: 'trigger',
      label: 'Special Summon the monster it destroyed to your side in Defense Position',
      declares: ['specialSummon'],
      optional: true,
      when: destroyedByThisCard,
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'destroyedByBattle' && ctx.graveyard('theirs').includes(e.card)) ctx.specialSummon(e.card, ctx.player, 'defense');
      },
    },
  ],
} satisfies CardDefinition;
