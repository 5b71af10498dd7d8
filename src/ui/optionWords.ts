/** Words for the options the rulebook's prompts use; anything else is shown as the engine words it (Prompt.tsx). */
const OPTION_WORDS: Readonly<Record<string, string>> = {
  yes: 'Yes',
  no: 'No',
  attack: 'Attack Position',
  defense: 'Defense Position',
  faceDownDefense: 'Face-down Defense Position',
  heads: 'Heads',
  tails: 'Tails',
  odd: 'Odd',
  even: 'Even',
  // A free choice of any number (a Pendulum Summon's monsters): no more.
  stop: 'Stop choosing',
  // A destruction that may be replaced ("you can banish this card instead": leaving.ts replacementOptions), and
  // Yubel's "Tribute 1 other monster, or destroy this card": the act itself, the question saying the rest.
  banish: 'Banish',
  detach: 'Detach',
  remove: 'Remove',
  destroy: 'Destroy',
  tribute: 'Tribute',
};

/** The words of a prompt's option, if the rulebook's prompts use it. */
export const optionWords = (option: string): string | undefined => (Object.hasOwn(OPTION_WORDS, option) ? OPTION_WORDS[option] : undefined);
