// Tiger Dragon
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { DuelEvent } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

/** This card's Tribute Summon, with a Dragon among its Tributes (the Types printed on them, now in the Graveyard). */
const tributeSummonedWithADragon = (ctx: EffectContext, e: DuelEvent): boolean =>
  e.type === 'summoned' && e.how === 'tribute' && e.card === ctx.card
  && (e.tributes ?? []).some((t) => isMonster(ctx.definition(t)) && ctx.definition(t).monsterType === 'Dragon');

/** A face-down card in your opponent's Spell & Trap Zones (not their Field Zone, as the script reads it). */
const theirFaceDownSpellTrap = (ctx: EffectContext, c: string): boolean =>
  ctx.controllerOf(c) === ctx.opponent && !ctx.isFaceUp(c) && ctx.duel.players[ctx.opponent].field?.card !== c;

export default {
  passcode: '10097168',
  name: 'Tiger Dragon',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Dragon',
  level: 6,
  atk: 2400,
  def: 1800,
  text: 'When this card is Tribute Summoned by Tributing a Dragon monster: you can target up to 2 face-down Spell or Trap Cards your opponent controls; destroy them.',
  effects: [
    {
      // If this card is Tribute Summoned by Tributing a Dragon-Type monster: you can destroy up to 2 face-down Spell or Trap Cards your opponent controls.
      kind: 'trigger',
      optional: true,
      label: "Destroy up to 2 of your opponent's face-down Spell or Trap Cards",
      declares: ['destroy'],
      when: tributeSummonedWithADragon,
      targets: [{ prompt: "Choose face-down Spell or Trap Cards your opponent controls to destroy", from: 'spellTraps', upTo: 2, filter: theirFaceDownSpellTrap }],
      resolve: (ctx) => {
        // Only those still face-down are destroyed (one flipped face-up in answer is spared, as the script does).
        const still = ctx.targets.filter((c) => !ctx.isFaceUp(c));
        if (still.length > 0) ctx.destroy(still);
      },
    },
  ],
} satisfies CardDefinition;
