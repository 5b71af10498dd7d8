import { gadgetSpec } from './gadgetSpec';

// Yellow Gadget: "When this card is Normal or Special Summoned: You can add 1 "Green Gadget" from your Deck to your hand."
gadgetSpec('Yellow Gadget', 'Green Gadget');
