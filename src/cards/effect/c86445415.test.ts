import { gadgetSpec } from './gadgetSpec';

// Red Gadget: "When this card is Normal or Special Summoned: You can add 1 "Yellow Gadget" from your Deck to your hand."
gadgetSpec('Red Gadget', 'Yellow Gadget');
