// Black Luster Soldier - Envoy of the Beginning
import type { CardDefinition } from '../../engine/card';
import { attackedThisTurn, banishLightAndDarkFromGraveyard } from '../../engine/effects/library';

export default {
  passcode: '72989439',
  name: 'Black Luster Soldier - Envoy of the Beginning',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 8,
  atk: 3000,
  def: 2500,
  text: "Cannot be Normal Summoned or Set. You can Special Summon this card from your hand by banishing 1 LIGHT and 1 DARK monster from your Graveyard. Once per turn, 1 of these: you can target 1 monster on the field and banish it (this card cannot attack this turn); or, if this attacking card destroys a monster by battle, you can have it attack again at once.",
  summonProcedure: banishLightAndDarkFromGraveyard,
  effects: [
    {
      // Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by banishing 1 LIGHT and 1 DARK monster from your Graveyard.
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // Once per turn, you can activate 1 of these effects. ● Target 1 monster on the field; banish that target face-up.
      // This card cannot attack the turn you activate this effect.
      kind: 'ignition',
      label: 'Banish 1 monster on the field (this card cannot attack this turn)',
      declares: ['banish'],
      oncePerTurn: 'card',
      oncePerTurnGroup: 'envoy',
      // It cannot attack the turn this is activated: so not once it has attacked.
      condition: (ctx) => !attackedThisTurn(ctx, ctx.card),
      targets: [{ prompt: 'Choose a monster to banish', from: 'monsters' }],
      cost: { can: () => true, pay: (ctx) => ctx.applyRule('cannotAttack', { player: ctx.player, card: ctx.card }, 'thisTurn') },
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.banish([target]);
      },
    },
    {
      // ● During the Damage Step, if this attacking card destroys an opponent's monster by battle: It can make a second attack in a row.
      kind: 'trigger',
      label: 'It destroyed a monster by battle: it can attack again at once',
      declares: [],
      optional: true,
      oncePerTurn: 'card',
      oncePerTurnGroup: 'envoy',
      when: (ctx, e) => e.type === 'destroyedByBattle' && e.controller === ctx.opponent && ctx.attack?.attacker === ctx.card && ctx.attack.target === e.card,
      resolve: (ctx) => ctx.applyRule('extraAttack', { player: ctx.player, card: ctx.card }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;
