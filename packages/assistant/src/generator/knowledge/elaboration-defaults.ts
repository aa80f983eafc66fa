/**
 * The harder versions each kind of dish has when its family names none: the components a cook
 * of that cuisine would add to a dish made that way (pangrattato on Italian pasta, a charred
 * salsa on Mexican eggs, crisp shallots on an Asian noodle soup). The first makes the dish one
 * level harder, both together two.
 */
import {
  CHARRED_SALSA,
  CHERMOULA,
  CHILI_OIL,
  CRISP_SHALLOTS,
  MOUNTED_SAUCE,
  PANGRATTATO,
  PISTOU,
  QUICK_PICKLE,
  REDUCED_GLAZE,
  SALSA_VERDE,
  TOASTED_SPICES,
  VELVET,
} from './elaborations';
import type { Cuisine, Elaboration } from './types';

type ByCuisine = Readonly<Partial<Record<Cuisine, readonly Elaboration[]>>>;

const TOPPED: ByCuisine = {
  italian: [PANGRATTATO, SALSA_VERDE],
  asian: [CHILI_OIL, CRISP_SHALLOTS],
  mexican: [QUICK_PICKLE, CHARRED_SALSA],
  mediterranean: [QUICK_PICKLE, CHERMOULA],
};

const SAUCED: ByCuisine = {
  italian: [SALSA_VERDE],
  asian: [CHILI_OIL, CRISP_SHALLOTS],
  mexican: [CHARRED_SALSA, QUICK_PICKLE],
  mediterranean: [CHERMOULA, QUICK_PICKLE],
};

const BY_TECHNIQUE: Readonly<Record<string, ByCuisine>> = {
  salad: TOPPED,
  assembled: TOPPED,
  bowl: TOPPED,
  tacos: TOPPED,
  'lettuce-wraps': TOPPED,
  quesadilla: TOPPED,
  grill: SAUCED,
  saute: { ...SAUCED, italian: [PANGRATTATO, SALSA_VERDE] },
  soup: { ...SAUCED, italian: [PISTOU, PANGRATTATO], mediterranean: [CHERMOULA] },
  'noodle-soup': { asian: [CRISP_SHALLOTS, CHILI_OIL] },
  pasta: { italian: [PANGRATTATO, SALSA_VERDE] },
  'sauce-pasta': { italian: [PANGRATTATO] },
  'veg-noodles': { italian: [PANGRATTATO, SALSA_VERDE] },
  scramble: SAUCED,
  'eggs-in-sauce': SAUCED,
  frittata: { italian: [SALSA_VERDE] },
  traybake: SAUCED,
  curry: {
    asian: [TOASTED_SPICES, CRISP_SHALLOTS],
    mexican: [CHARRED_SALSA],
    mediterranean: [CHERMOULA],
  },
  braise: {
    italian: [REDUCED_GLAZE, SALSA_VERDE],
    asian: [REDUCED_GLAZE, CRISP_SHALLOTS],
    mexican: [REDUCED_GLAZE, QUICK_PICKLE],
    mediterranean: [REDUCED_GLAZE, CHERMOULA],
  },
  'bean-stew': SAUCED,
  'stir-fry': { asian: [VELVET, CHILI_OIL] },
  'fried-rice': { asian: [CHILI_OIL, CRISP_SHALLOTS] },
  'pan-sear': {
    italian: [MOUNTED_SAUCE, SALSA_VERDE],
    asian: [CHILI_OIL, CRISP_SHALLOTS],
    mexican: [MOUNTED_SAUCE, CHARRED_SALSA],
    mediterranean: [MOUNTED_SAUCE, CHERMOULA],
  },
};

export function defaultElaborations(technique: string, cuisine: Cuisine): readonly Elaboration[] {
  return BY_TECHNIQUE[technique]?.[cuisine] ?? [];
}
