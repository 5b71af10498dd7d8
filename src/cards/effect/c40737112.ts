// Dark Magician of Chaos
import type { CardDefinition } from '../../engine/card';
import type { Effect, EffectContext, TargetSpec } from '../../engine/effects/types';

/** "Target 1 Spell Card in your Graveyard; add it to your hand." */
const spellInYourGraveyard: TargetSpec = {
  prompt: 'Choose a Spell Card in your Graveyard',
  from: 'graveyard',
  filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame === 'spell',
};
const addTargetToHand = (ctx: EffectContext): void => {
  const [target] = ctx.targets;
  if (target && ctx.graveyard('mine').includes(target)) ctx.addToHand([target]);
};

/** Normal or Special Summoned this turn (a Flip Summon is neither, and it was placed this turn: not Set earlier). */
const summonedThisTurn = (ctx: EffectContext): boolean =>
  ([0, 1] as const).some((p) => ctx.thisTurn('summoned', p).includes(ctx.card))
  && ctx.duel.players.some((ps) => ps.monsters.some((s) => s?.card === ctx.card && s.placedTurn === ctx.duel.turn));

// If this face-up card would leave the field, banish it instead
const banishedAsItLeaves = (kind: 'condition' | 'continuous'): Effect => ({
  kind,
  label: 'Banished instead whenever it would leave the field face-up',
  declares: ['banish'],
  rules: [{ code: 'banishedAsItLeaves' }],
});

export default {
  passcode: '40737112',
  name: 'Dark Magician of Chaos',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 8,
  atk: 2800,
  def: 2600,
  text: 'During the End Phase of a turn in which this card was Normal or Special Summoned: you can target 1 Spell Card in your Graveyard and add that card to your hand. You can use this effect of "Dark Magician of Chaos" only once per turn. An opponent\'s monster this card destroys by battle is banished instead of going to the Graveyard. Whenever this card would leave the field while face-up, banish it instead (even while its effects are negated).',
  effects: [
    {
      // During the End Phase, if this card was Normal or Special Summoned this turn: You can target 1 Spell in your GY; add it to your hand
      kind: 'trigger',
      key: 'recoverSpell',
      label: 'End Phase: add a Spell Card from your Graveyard to your hand',
      declares: ['toHand'],
      optional: true,
      oncePerTurn: 'name',
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end',
      condition: summonedThisTurn,
      targets: [spellInYourGraveyard],
      resolve: addTargetToHand,
    },
    {
      // If this card destroys an opponent's monster by battle, after damage calculation: Banish that monster
      kind: 'continuous',
      label: 'Banishes the opponent\'s monsters it destroys by battle',
      declares: ['banish'],
      rules: [{ code: 'banishesBattleDestroyed', applies: (ctx, other) => ctx.monsters('theirs').includes(other) }],
    },
    // A printed rule of the card since its errata: negating its effects does not lift it (the official script's EFFECT_FLAG_CANNOT_DISABLE).
    banishedAsItLeaves('condition'),
  ],
  eras: {
    goat: {
      // The 2005 card (ProjectIgnis pre-errata/c511001039.lua): a Summon Trigger; every monster destroyed by battle
      // with it is banished instead; its own banishing is a continuous effect, so negating it lifts it.
      text: 'When this card is Normal or Special Summoned: you can target 1 Spell Card in your Graveyard; add it to your hand. A monster this card destroys by battle is banished instead of going to the Graveyard. While this card is face-up on the field with its effects applying, whenever it would leave the field, banish it instead.',
      effects: [
        {
          // When this card is Normal or Special Summoned: you can add 1 Spell Card from your Graveyard to your hand
          kind: 'trigger',
          key: 'recoverSpell',
          label: 'Add a Spell Card from your Graveyard to your hand',
          declares: ['toHand'],
          optional: true,
          when: (ctx, e) => (e.type === 'specialSummoned' || (e.type === 'summoned' && e.how !== 'flip')) && e.card === ctx.card,
          targets: [spellInYourGraveyard],
          resolve: addTargetToHand,
        },
        {
          // Remove from play any monster destroyed by battle with this card
          kind: 'continuous',
          label: 'Banishes the monsters it destroys by battle',
          declares: ['banish'],
          rules: [{ code: 'banishesBattleDestroyed' }],
        },
        banishedAsItLeaves('continuous'),
      ],
    },
  },
} satisfies CardDefinition;
