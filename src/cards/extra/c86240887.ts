// Buster Blader, the Dragon Destroyer Swordsman
import type { CardDefinition } from '../../engine/card';
import { piercingBattleDamage } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

const isDragon = (ctx: QueryContext, c: string): boolean => ctx.definition(c).monsterType === 'Dragon';

/** The face-up Dragon monsters the card's controller's opponent controls and the Dragon monsters in their Graveyard. */
const opponentsDragons = (ctx: QueryContext): number =>
  ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c) && isDragon(ctx, c)).length +
  ctx.graveyard('theirs').filter((c) => isDragon(ctx, c) && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap').length;

export default {
  passcode: '86240887',
  name: 'Buster Blader, the Dragon Destroyer Swordsman',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 8,
  atk: 2800,
  def: 2500,
  text: '"Buster Blader" + 1 Dragon monster. Only a Fusion Summon can bring it out of the Extra Deck. It cannot attack directly. +1000 ATK and DEF for each face-up Dragon your opponent controls and each Dragon in their Graveyard. Your opponent\'s face-up Dragons are held in Defense Position, and your opponent cannot activate the effects of Dragon monsters. It inflicts piercing battle damage.',
  // 1 "Buster Blader" + 1 Dragon-Type monster
  materials: { kind: 'fusion', names: ['Buster Blader'], ofType: ['Dragon'] },
  effects: [
    {
      // Must be Fusion Summoned and cannot be Special Summoned by other ways (once Fusion Summoned, it may be revived).
      kind: 'condition',
      label: 'Must be Fusion Summoned',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // This card cannot attack directly.
      kind: 'continuous',
      label: 'Cannot attack directly',
      rules: [{ code: 'cannotAttackDirectly', applies: () => true }],
    },
    {
      // This card gains 1000 ATK and DEF for each Dragon-Type monster your opponent controls or is in their Graveyard.
      kind: 'continuous',
      label: "+1000 ATK and DEF for each Dragon your opponent controls or has in their Graveyard",
      modifiers: (ctx) => {
        const dragons = opponentsDragons(ctx);
        return dragons > 0 ? [{ applies: (c) => c === ctx.card, atk: 1000 * dragons, def: 1000 * dragons }] : [];
      },
    },
    {
      // Change all Dragon-Type monsters your opponent controls to Defense Position, also all Dragon-Type monsters
      // in your opponent's possession cannot activate their effects.
      kind: 'continuous',
      label: "Your opponent's Dragons are held in Defense Position and cannot activate their effects",
      declares: ['position'],
      rules: [
        { code: 'locksInDefense', applies: (ctx, monster) => ctx.controllerOf(monster) === ctx.opponent && ctx.isFaceUp(monster) && isDragon(ctx, monster) },
        { code: 'barsActivation', applies: (ctx, player, card) => player === ctx.opponent && isDragon(ctx, card) },
      ],
    },
    // If this card attacks a Defense Position monster, inflict piercing battle damage to your opponent.
    piercingBattleDamage(),
  ],
} satisfies CardDefinition;
