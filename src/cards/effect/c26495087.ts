// Vampire Lady
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const TYPES = ['Monster', 'Spell', 'Trap'] as const;
const ofType = (ctx: EffectContext, c: string, type: string): boolean => {
  const def = ctx.definition(c);
  return type === 'Monster' ? isMonster(def) : def.frame === type.toLowerCase();
};

export default {
  passcode: '26495087',
  name: 'Vampire Lady',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 4,
  atk: 1550,
  def: 1550,
  text: 'When this card inflicts battle damage to your opponent: declare a card type (Monster, Spell or Trap); your opponent sends 1 card of that type of their choice from their Deck to the Graveyard.',
  effects: [
    {
      // When this card inflicts battle damage to your opponent: Declare 1 card type (Monster, Spell, or Trap);
      // your opponent sends 1 card of that type from their Deck to the Graveyard
      kind: 'trigger',
      label: 'Declare a card type: your opponent sends 1 card of that type from their Deck to the Graveyard',
      declares: ['toGraveyard'],
      // The battle still under way when its damage is dealt: this card attacked or was attacked.
      when: (ctx, e) => e.type === 'battleDamage' && e.player === ctx.opponent && !!ctx.attack && (ctx.attack.attacker === ctx.card || ctx.attack.target === ctx.card),
      declare: { prompt: 'Declare a card type', options: () => TYPES },
      resolve: (ctx) => {
        const type = ctx.declared ?? '';
        const options = ctx.deck('theirs').filter((c) => ofType(ctx, c, type));
        if (options.length === 0) return;
        ctx.sendToGraveyard([ctx.chooseCard(ctx.opponent, `Choose a ${type} Card in your Deck to send to the Graveyard (Vampire Lady)`, options)]);
        ctx.shuffleDeck(ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;
