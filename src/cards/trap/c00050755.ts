// Magician's Circle
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { Player } from '../../engine/constants';
import type { EffectContext } from '../../engine/effects/types';

/** A Spellcaster monster with 2000 or less ATK in `player`'s Deck. */
const fitsIn = (ctx: EffectContext, player: Player): string[] =>
  ctx.deck(player === ctx.player ? 'mine' : 'theirs').filter((c) => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Spellcaster' && (ctx.definition(c).atk ?? 0) <= 2000);
const freeZones = (ctx: EffectContext, player: Player): number => ctx.freeMonsterZones(player).length;

/** The monster whose attack declaration this answers, if it is still a face-up Spellcaster on the field. */
const attackingSpellcaster = (ctx: EffectContext): string | null => {
  const e = ctx.responseTo.find((x) => x.type === 'attackDeclared');
  if (!e || e.type !== 'attackDeclared') return null;
  return ctx.controllerOf(e.attacker) !== null && ctx.isFaceUp(e.attacker) && ctx.definition(e.attacker).monsterType === 'Spellcaster' ? e.attacker : null;
};

export default {
  passcode: '00050755',
  name: "Magician's Circle",
  frame: 'trap',
  subtype: ['normal'],
  text: 'When a Spellcaster monster (either player\'s) declares an attack: each player, you first, Special Summons 1 Spellcaster monster with 2000 or less ATK from their own Deck in Attack Position, if they can.',
  effects: [
    {
      // When a Spellcaster-Type monster declares an attack: Each player Special Summons 1 Spellcaster-Type monster with 2000 or less ATK from their Deck in Attack Position
      kind: 'activation',
      label: 'Each player Special Summons a Spellcaster with 2000 or less ATK from their Deck',
      declares: ['specialSummon'],
      // Your own Special Summon must be possible for you to activate it (a search needs a fitting card).
      condition: (ctx) => attackingSpellcaster(ctx) !== null && fitsIn(ctx, ctx.player).length > 0 && freeZones(ctx, ctx.player) > 0,
      resolve: (ctx) => {
        for (const p of [ctx.player, ctx.opponent]) {
          const options = fitsIn(ctx, p);
          if (options.length === 0 || freeZones(ctx, p) === 0) continue;
          const card = ctx.chooseCard(p, "Choose a Spellcaster with 2000 or less ATK to Special Summon (Magician's Circle)", options);
          ctx.specialSummon(card, p, 'attack');
          ctx.shuffleDeck(p);
        }
      },
    },
  ],
} satisfies CardDefinition;
