// Silent Swordsman LV5
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, inflictsBattleDamage } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const LEVEL_UP = 'levelUpInYourNextStandbyPhase';

/** The "Silent Swordsman LV7" in your hand or Deck. */
const lv7s = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Silent Swordsman LV7');

export default {
  passcode: '74388798',
  name: 'Silent Swordsman LV5',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 5,
  atk: 2300,
  def: 1000,
  text:
    "Your opponent's Spell effects do nothing to this card. If this card inflicts battle damage to your opponent with a direct attack, then during your next Standby Phase: you can send this face-up card to the Graveyard (cost) to Special Summon 1 \"Silent Swordsman LV7\" from your hand or Deck.",
  effects: [
    {
      // This card is unaffected by your opponent's Spell effects
      kind: 'continuous',
      label: "Unaffected by your opponent's Spell effects",
      rules: [{ code: 'unaffectedBy', applies: (ctx, effect) => effect.kind === 'spell' && effect.player !== ctx.player }],
    },
    {
      // ... after this card inflicts battle damage to your opponent by a direct attack: not an activated effect
      // (goat/c504700126.lua and the official script set a flag with EFFECT_TYPE_CONTINUOUS on EVENT_BATTLE_DAMAGE).
      kind: 'trigger',
      withoutChain: true,
      label: 'Level up in your next Standby Phase',
      declares: ['specialSummon'],
      when: inflictsBattleDamage(true),
      resolve: (ctx) => ctx.awaitLater(LEVEL_UP, { turnsOf: ctx.player, count: 1 }),
    },
    {
      // During your next Standby Phase after this card inflicts battle damage to your opponent by a direct attack: You can
      // send this face-up card to the Graveyard; Special Summon 1 "Silent Swordsman LV7" from your hand or Deck
      kind: 'trigger',
      key: LEVEL_UP,
      range: 'delayed',
      optional: true,
      label: 'Send this card to the Graveyard: Special Summon "Silent Swordsman LV7" from your hand or Deck',
      declares: ['toGraveyard', 'specialSummon'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      // Still face-up on its player's field (the script's flag is lost as it leaves); the zone it leaves is free for the Summon.
      condition: (ctx) => ctx.monsters('mine').includes(ctx.card) && ctx.isFaceUp(ctx.card) && lv7s(ctx).length > 0,
      cost: { can: (ctx) => ctx.monsters('mine').includes(ctx.card) && ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const options = lv7s(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const lv7 = ctx.chooseCard(ctx.player, 'Choose a "Silent Swordsman LV7" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(lv7);
        // LV7 "cannot be Special Summoned except by the effect of" this card: this Summon is its proper one.
        ctx.specialSummon(lv7, ctx.player, chooseSummonPosition(ctx, lv7), { properly: true });
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;
