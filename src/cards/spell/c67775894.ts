// Wonder Wand
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The monster this card equips, while both are on the field and you control both. */
const yourEquippedMonster = (ctx: EffectContext): string | null => {
  const slot = ctx.duel.players[ctx.player].spellTraps.find((s) => s?.card === ctx.card && s.faceUp);
  const monster = slot?.equippedTo ?? null;
  return monster !== null && ctx.controllerOf(monster) === ctx.player ? monster : null;
};

export default {
  passcode: '67775894',
  name: 'Wonder Wand',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip Spell: target 1 Spellcaster monster and equip it with this card; it gains 500 ATK. In your Main Phase, while you control this card and the equipped monster: you can send both to the Graveyard as a cost to draw 2 cards.',
  effects: [
    // Equip only to a Spellcaster-Type monster. It gains 500 ATK
    equipSpell('a Spellcaster monster', (m) => m.monsterType === 'Spellcaster', { atk: 500 }),
    {
      // If you control the equipped monster and this card: You can send both to the Graveyard; draw 2 cards
      kind: 'ignition',
      label: 'Send it and the equipped monster to the Graveyard: draw 2 cards',
      declares: ['toGraveyard', 'draw'],
      condition: (ctx) => ctx.deck('mine').length >= 2,
      cost: {
        can: (ctx) => yourEquippedMonster(ctx) !== null,
        pay: (ctx) => ctx.sendToGraveyard([ctx.card, yourEquippedMonster(ctx)!]),
      },
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;
