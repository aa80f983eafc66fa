/** What each token of an ingredient line is, as the corpus labels lines (and the tagger reads them). */
export const TAGS = ['QTY', 'UNIT', 'SIZE', 'NAME', 'PREP', 'COMMENT', 'PURPOSE', 'O'] as const;
export type Tag = (typeof TAGS)[number];
