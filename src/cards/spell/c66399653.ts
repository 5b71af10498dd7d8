// Union Hangar
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { isLightMachine, isSummonOf, isUnion, searchDeck, unionMayEquipTo } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** A LIGHT Machine Union monster (in the Deck: its printed Attribute; on the field: its Attribute now). */
const lightMachineUnion = (ctx: EffectContext, c: CardId): boolean => isMonster(ctx.definition(c)) && isUnion(ctx.definition(c)) && isLightMachine(ctx, c);

/** The LIGHT Machine Union monsters in your Deck, of another name than `host`, that could be equipped to it. */
const unionsFor = (ctx: EffectContext, host: CardId): CardId[] =>
  ctx.deck('mine').filter((u) => lightMachineUnion(ctx, u) && ctx.definition(u).name !== ctx.definition(host).name && unionMayEquipTo(ctx, u, host));

/** One of the face-up LIGHT Machine Union monsters just Normal or Special Summoned to your field (the window's Summons). */
const justSummonedUnion = (ctx: EffectContext, c: CardId): boolean =>
  ctx.responseTo.some((e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && e.card === c)
  && ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && lightMachineUnion(ctx, c);

export default {
  passcode: '66399653',
  name: 'Union Hangar',
  frame: 'spell',
  subtype: ['field'],
  text: 'When you activate this card: you can add 1 LIGHT Machine Union monster from your Deck to your hand. Once per turn, when LIGHT Machine Union monsters are Normal or Special Summoned to your field: you can target 1 of them; equip to it from your Deck 1 LIGHT Machine Union monster of another name that could be equipped to it, which cannot be Special Summoned this turn. You can activate only 1 "Union Hangar" per turn.',
  effects: [
    {
      // When this card is activated: You can add 1 LIGHT Machine-Type Union monster from your Deck to your hand. You can only activate 1 "Union Hangar" per turn.
      kind: 'activation',
      label: 'Activate Union Hangar (you can add a LIGHT Machine Union monster from your Deck to your hand)',
      declares: ['search'],
      oncePerTurn: 'name',
      resolve: (ctx) => {
        if (!ctx.deck('mine').some((c) => lightMachineUnion(ctx, c))) return;
        if (ctx.chooseOption(ctx.player, 'Add a LIGHT Machine Union monster from your Deck to your hand?', ['yes', 'no'] as const) === 'no') return;
        searchDeck(ctx, 'Choose a LIGHT Machine Union monster', (c) => lightMachineUnion(ctx, c));
      },
    },
    {
      // Once per turn, if a LIGHT Machine-Type Union monster(s) is Normal or Special Summoned to your field: You can target 1 of those monsters;
      // equip from your Deck to it 1 appropriate LIGHT Machine-Type Union monster with a different name; it cannot be Special Summoned this turn.
      kind: 'trigger',
      optional: true,
      oncePerTurn: 'card',
      label: 'Equip a LIGHT Machine Union monster from your Deck to the Union monster just Summoned',
      declares: [],
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'special']) && 'card' in e && ctx.controllerOf(e.card) === ctx.player && ctx.isFaceUp(e.card) && lightMachineUnion(ctx, e.card),
      condition: (ctx) => ctx.freeSpellTrapZones().length > 0,
      targets: [{ prompt: 'Choose the Union monster to equip', from: 'monsters', filter: (ctx, c) => justSummonedUnion(ctx, c) && unionsFor(ctx, c).length > 0 }],
      resolve: (ctx) => {
        const [host] = ctx.targets;
        if (!host || ctx.controllerOf(host) !== ctx.player || !ctx.isFaceUp(host) || ctx.freeSpellTrapZones().length === 0) return;
        const unions = unionsFor(ctx, host);
        if (unions.length === 0) return;
        const union = ctx.chooseCard(ctx.player, `Choose the Union monster to equip to ${ctx.definition(host).name}`, unions);
        if (ctx.equipUnionTo(union, host)) ctx.applyRule('cardCannotBeSpecialSummoned', { player: ctx.player, card: union }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;
