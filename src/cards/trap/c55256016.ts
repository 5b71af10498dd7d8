// Judgment of Anubis
import type { CardDefinition } from '../../engine/card';
import { lastLinkCard, wouldDestroy } from '../../engine/effects/library';

export default {
  passcode: '55256016',
  name: 'Judgment of Anubis',
  frame: 'trap',
  subtype: ['counter'],
  text: "When your opponent activates a Spell Card that would destroy a Spell or Trap Card on the field: discard 1 card; negate that activation, and if you do, destroy that card; then you can destroy 1 face-up monster your opponent controls, and if you do, inflict damage to your opponent equal to that monster's ATK on the field.",
  effects: [
    {
      // When your opponent activates a Spell Card that would destroy a Spell/Trap Card(s) on the field: Discard
      // 1 card; negate the activation, and if you do, destroy it, then you can destroy 1 face-up monster your
      // opponent controls, and if you do that, inflict damage to your opponent equal to its ATK on the field.
      kind: 'activation',
      label: "Discard 1 card: negate an opponent's Spell Card that would destroy a Spell or Trap Card, destroy it; then you can destroy 1 of their face-up monsters and inflict its ATK as damage",
      declares: ['negate', 'destroy', 'damage'],
      condition: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        return !!link && !link.negated && link.player === ctx.opponent && link.cardActivation && ctx.definition(link.card).frame === 'spell'
          && wouldDestroy(link, (c) => ctx.spellTraps('all').includes(c));
      },
      cost: {
        can: (ctx) => ctx.hand('mine').length >= 1,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Discard 1 card to activate Judgment of Anubis', ctx.hand('mine'))]),
      },
      affects: { destroy: lastLinkCard },
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (!link) return;
        ctx.negateActivation(link);
        if (!ctx.duel.flow.chain.find((l) => l.card === link.card && l.effect === link.effect)?.negated) return;
        ctx.destroy([link.card]);
        const faceUp = ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c));
        if (faceUp.length === 0 || ctx.chooseOption(ctx.player, 'Destroy 1 face-up monster your opponent controls?', ['yes', 'no'] as const) === 'no') return;
        const monster = ctx.chooseCard(ctx.player, 'Choose a face-up monster your opponent controls to destroy', faceUp);
        // Its ATK on the field, before it is destroyed.
        const atk = ctx.atk(monster);
        if (ctx.destroy([monster]).includes(monster)) ctx.damage(ctx.opponent, atk);
      },
    },
  ],
} satisfies CardDefinition;
