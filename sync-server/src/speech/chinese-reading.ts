/**
 * Chinese text for espeak-ng's `cmn` voice. Its dictionary (cmn_dict, 1.5 MB in the package)
 * reads every character of the CJK Unified Ideographs block, and words as words (和面 huó, 一起
 * yìqǐ with the tone change), so hanzi go in as they are: no pinyin step, which would only
 * lose that. Only quantities are said in Chinese words ("200ml" would be English letters).
 */
import { readQuantities } from './kitchen-numbers';

export function chineseReading(text: string): string {
  return readQuantities(text.normalize('NFKC'), 'zh');
}
