// Sage with Eyes of Blue
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas, isEffectMonster, isSummonOf, searchFor, specialSummonFromDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const isBlueEyesMonster = (ctx: EffectContext, c: string): boolean => isMonster(ctx.definition(c)) && ctx.isOfArchetype(c, 'Blue-Eyes');
const yourEffectMonster = (ctx: EffectContext, c: string): boolean => ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && isEffectMonster(ctx.definition(c));

export default {
  passcode: '08240199',
  name: 'Sage with Eyes of Blue',
  frame: 'effect',
  subtype: ['tuner'],
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 1500,
  text: 'Tuner monster. If this card is Normal Summoned: you can add from your Deck to your hand 1 Level 1 LIGHT Tuner not named "Sage with Eyes of Blue". Once per turn for this card\'s name, in your Main Phase: you can discard this card from your hand as a cost and target 1 face-up Effect Monster you control; send it to the Graveyard, and if you do, Special Summon 1 "Blue-Eyes" monster from your Deck.',
  effects: [
    {
      // When this card is Normal Summoned: You can add 1 Level 1 LIGHT Tuner monster from your Deck to your hand, except "Sage with Eyes of Blue"
      kind: 'trigger',
      label: 'Add a Level 1 LIGHT Tuner from your Deck to your hand',
      declares: ['search', 'toHand'],
      optional: true,
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute']) && 'card' in e && e.card === ctx.card,
      ...searchFor('a Level 1 LIGHT Tuner', (def) => isMonster(def) && def.level === 1 && def.attribute === 'LIGHT' && def.subtype?.includes('tuner') === true && def.name !== 'Sage with Eyes of Blue'),
    },
    {
      // You can discard this card, then target 1 Effect Monster you control; send it to the Graveyard, and if you do,
      // Special Summon 1 "Blue-Eyes" monster from your Deck. You can only use this effect of "Sage with Eyes of Blue" once per turn
      kind: 'ignition',
      range: 'hand',
      label: 'Discard this card: send your Effect Monster to the Graveyard, then Special Summon a "Blue-Eyes" monster from your Deck',
      declares: ['discard', 'toGraveyard', 'specialSummon'],
      oncePerTurn: 'name',
      condition: (ctx) => deckHas(ctx, (c) => isBlueEyesMonster(ctx, c)),
      cost: { can: () => true, pay: (ctx) => ctx.discard([ctx.card]) },
      targets: [{ prompt: 'Choose a face-up Effect Monster you control', from: 'monsters', filter: yourEffectMonster }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !yourEffectMonster(ctx, target)) return;
        ctx.sendToGraveyard([target]);
        if (ctx.graveyard('all').includes(target)) specialSummonFromDeck(ctx, 'Choose a "Blue-Eyes" monster to Special Summon', (c) => isBlueEyesMonster(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;
