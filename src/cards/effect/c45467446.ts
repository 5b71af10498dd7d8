// Dragon Spirit of White
import type { CardDefinition } from '../../engine/card';
import { alsoAlwaysArchetype, chooseSummonPosition, isSummonOf, normalMonsterInHandAndGraveyard, tributeSelfCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const BLUE_EYES = 'Blue-Eyes White Dragon';
const isSpellOrTrap = (ctx: EffectContext, c: string): boolean => ctx.definition(c).frame === 'spell' || ctx.definition(c).frame === 'trap';
/** A Spell or Trap Card your opponent controls (a Field Spell included) that may be banished. */
const theirSpellTrap = (ctx: EffectContext, c: string): boolean => ctx.controllerOf(c) === ctx.opponent && isSpellOrTrap(ctx, c) && ctx.mayBanish(c);
const blueEyesInHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => ctx.isNamed(c, BLUE_EYES) && ctx.maySpecialSummonByEffect(c));

export default {
  passcode: '45467446',
  name: 'Dragon Spirit of White',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 2500,
  def: 2000,
  listedNames: [BLUE_EYES],
  text: 'This card is also a "Blue-Eyes" card. In the hand and in the Graveyard it is a Normal Monster. If this card is Normal or Special Summoned: you can target 1 Spell or Trap Card your opponent controls; banish it. In either player\'s turn, while your opponent controls a monster (Quick Effect): you can Tribute this card to Special Summon 1 "Blue-Eyes White Dragon" from your hand.',
  effects: [
    // (This card is always treated as a "Blue-Eyes" card.)
    alsoAlwaysArchetype('Blue-Eyes'),
    // This card is treated as a Normal Monster while in the hand or Graveyard.
    normalMonsterInHandAndGraveyard(),
    {
      // When this card is Normal or Special Summoned: You can target 1 Spell/Trap Card your opponent controls; banish it.
      kind: 'trigger',
      label: 'Banish a Spell or Trap Card your opponent controls',
      declares: ['banish'],
      optional: true,
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a Spell or Trap Card your opponent controls to banish', from: 'field', filter: theirSpellTrap }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.banish([target]);
      },
    },
    {
      // During either player's turn, if your opponent controls a monster: You can Tribute this card; Special Summon 1 "Blue-Eyes White Dragon" from your hand.
      kind: 'quick',
      label: 'Tribute this card: Special Summon "Blue-Eyes White Dragon" from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.monsters('theirs').length > 0 && blueEyesInHand(ctx).length > 0,
      cost: tributeSelfCost(),
      resolve: (ctx) => {
        const options = blueEyesInHand(ctx);
        if (options.length === 0 || ctx.freeMonsterZones().length === 0) return;
        const chosen = ctx.chooseCard(ctx.player, 'Choose "Blue-Eyes White Dragon" to Special Summon', options);
        ctx.specialSummon(chosen, ctx.player, chooseSummonPosition(ctx, chosen));
      },
    },
  ],
} satisfies CardDefinition;
