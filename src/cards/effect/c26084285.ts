// Gravekeeper's Watcher
import { isMonster, type CardDefinition } from '../../engine/card';
import { lastLinkCard, negateLastActivationAndDestroy, wouldMakeDiscard } from '../../engine/effects/library';

export default {
  passcode: '26084285',
  name: "Gravekeeper's Watcher",
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1000,
  def: 1000,
  text: "When your opponent activates a card or an effect that would make them discard from their hand (alone or with you): you can send this card from your hand to the Graveyard; negate that activation, and if you do, destroy that card.",
  effects: [
    {
      // When your opponent activates an effect whereby your opponent discards a card(s) from their hand:
      // you can send this card from your hand to the GY; negate the activation, and if you do, destroy it.
      // "Your opponent discards": the activating player, alone or with both players (official/c26084285.lua:
      // the HANDES operation info's player is the activator or PLAYER_ALL); a Spell/Trap Card's activation
      // or a monster's effect. Usable in the Damage Step (EFFECT_FLAG_DAMAGE_STEP).
      kind: 'quick',
      range: 'hand',
      label: "Send this card to the Graveyard: negate an opponent's activation that would make them discard, and destroy that card",
      declares: ['negate', 'destroy'],
      damageStep: true,
      condition: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        return !!link && !link.negated && link.player === ctx.opponent
          && (link.cardActivation || isMonster(ctx.definition(link.card)))
          && wouldMakeDiscard(link, link.player);
      },
      cost: { can: () => true, pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      affects: { destroy: lastLinkCard },
      resolve: negateLastActivationAndDestroy,
    },
  ],
} satisfies CardDefinition;
