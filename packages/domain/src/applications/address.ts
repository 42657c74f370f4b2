import { optionalString } from '../rules.ts';
import { fields, type SaveMode } from './save-mode.ts';

/**
 * A postal address as the forms ask it (spec 1 §5, spec 2 §5): address 1, city, county
 * (counties), state (states) and zip (at most 10) required, address 2 optional. A draft keeps
 * formats and lengths and lets them stay blank.
 */
export function addressShape(mode: SaveMode) {
  const f = fields(mode);
  return {
    address1: f.text(),
    address2: optionalString(),
    city: f.text(),
    county: f.enumOf('counties'),
    state: f.enumOf('states'),
    zip: f.text(10),
  };
}
