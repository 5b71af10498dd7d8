// Galaxy-Eyes Full Armor Photon Dragon
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';

export default {
  passcode: '39030163',
  name: 'Galaxy-Eyes Full Armor Photon Dragon',
  frame: 'xyz',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 4000,
  def: 3500,
  text: '3 Level 8 monsters. May also be Xyz Summoned on a "Galaxy-Eyes" Xyz Monster you control (not another of this name), whose Xyz Materials become this card\'s. Once per turn: you can target up to 2 Equip Cards equipped to this card; attach them to it as Xyz Materials. Once per turn: you can detach 1 Xyz Material from this card and target 1 face-up card your opponent controls; destroy it.',
  // 3 Level 8 monsters / You can also Xyz Summon this card by using a "Galaxy-Eyes" Xyz Monster you control as the
  // Xyz Material, except "Galaxy-Eyes Full Armor Photon Dragon". (Its Xyz Materials also become this card's.)
  materials: { kind: 'xyz', level: 8, count: 3, alsoOn: (xyz) => xyz.name.includes('Galaxy-Eyes') && xyz.name !== 'Galaxy-Eyes Full Armor Photon Dragon' },
  effects: [
    {
      // Once per turn: You can target up to 2 Equip Cards equipped to this card; attach them to this card as Xyz Materials.
      kind: 'ignition',
      label: 'Attach up to 2 Equip Cards equipped to it as Xyz Materials',
      declares: [],
      oncePerTurn: 'card',
      targets: [{ prompt: 'Choose Equip Cards equipped to this card to attach', from: 'spellTraps', upTo: 2, filter: (ctx, c) => ctx.equipsOf(ctx.card).includes(c) }],
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === null || !ctx.isFaceUp(ctx.card)) return;
        const still = ctx.targets.filter((c) => ctx.equipsOf(ctx.card).includes(c));
        if (still.length > 0) ctx.attachMaterials(still, ctx.card);
      },
    },
    {
      // Once per turn: You can detach 1 Xyz Material from this card, then target 1 face-up card your opponent controls; destroy it.
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: destroy 1 face-up card your opponent controls',
      declares: ['destroy'],
      oncePerTurn: 'card',
      cost: detachCost(1),
      targets: [{ prompt: 'Choose a face-up card your opponent controls to destroy', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent && ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;
