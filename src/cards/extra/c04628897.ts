// Super Conduction Machine Imperion Magnum
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, isMonsterEffectLink, lastLinkCard, negateLastActivationAndDestroy } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

const VALKYRION = 'Valkyrion the Magna Warrior';
const VERSERION = 'Verserion the Electromagna Warrior';

/** The copies of `name` in your hand and Deck. */
const inHandOrDeck = (ctx: EffectContext, name: string): CardId[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === name);

export default {
  passcode: '04628897',
  name: 'Super Conduction Machine Imperion Magnum',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 10,
  atk: 4000,
  def: 4000,
  text: '"Valkyrion the Magna Warrior" + "Verserion the Electromagna Warrior", no substitute. Only a Fusion Summon can bring it out of the Extra Deck. Once per turn, on either turn, when your opponent activates a Spell or Trap Card or a monster effect: you can negate it and destroy that card. If an opponent\'s card effect removes it from your field while face-up: you can Special Summon "Valkyrion the Magna Warrior" and "Verserion the Electromagna Warrior" from your hand or Deck, ignoring their Summoning conditions.',
  // "Valkyrion the Magna Warrior" + "Verserion the Electromagna Warrior": must be Fusion Summoned with the above Fusion Materials
  materials: { kind: 'fusion', names: [VALKYRION, VERSERION], noSubstitute: true },
  listedNames: [VALKYRION, VERSERION],
  effects: [
    {
      // ... and cannot be Special Summoned by other ways (once Fusion Summoned, it may be revived).
      kind: 'condition',
      label: 'Must be Fusion Summoned',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // Once per turn, during either player's turn, when your opponent activates a Spell/Trap Card, or monster effect:
      // You can negate the activation, and if you do, destroy that card.
      kind: 'quick',
      label: "Negate your opponent's Spell/Trap Card or monster effect activation and destroy that card",
      declares: ['negate', 'destroy'],
      oncePerTurn: 'card',
      damageStep: true,
      condition: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        return !!link && !link.negated && link.player !== ctx.player && (link.cardActivation || isMonsterEffectLink(ctx, link));
      },
      affects: { destroy: lastLinkCard },
      resolve: negateLastActivationAndDestroy,
    },
    {
      // If this face-up card you control leaves the field because of an opponent's card effect: You can Special Summon
      // 1 "Valkyrion the Magna Warrior" and "Verserion the Electromagna Warrior" from your hand or Deck, ignoring their
      // Summoning conditions (both, into 2 free Monster Zones, as the script asks).
      kind: 'trigger',
      range: 'leavingField',
      optional: true,
      label: 'Special Summon "Valkyrion the Magna Warrior" and "Verserion the Electromagna Warrior" from your hand or Deck',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'leftField' && e.card === ctx.card && e.faceUp && e.by === ctx.opponent,
      condition: (ctx) => ctx.freeMonsterZones().length >= 2 && inHandOrDeck(ctx, VALKYRION).length > 0 && inHandOrDeck(ctx, VERSERION).length > 0,
      resolve: (ctx) => {
        if (ctx.freeMonsterZones().length < 2) return;
        const pick = (name: string): CardId | undefined => {
          const options = inHandOrDeck(ctx, name);
          return options.length <= 1 ? options[0] : ctx.chooseCard(ctx.player, `Choose a "${name}" to Special Summon`, options);
        };
        const valkyrion = pick(VALKYRION);
        const verserion = pick(VERSERION);
        if (valkyrion === undefined || verserion === undefined) return;
        for (const m of [valkyrion, verserion]) ctx.specialSummon(m, ctx.player, chooseSummonPosition(ctx, m), { ignoringConditions: true });
      },
    },
  ],
} satisfies CardDefinition;
