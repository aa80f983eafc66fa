/**
 * Kitchen words that kuromoji's dictionary (IPADIC) lacks or reads as they are not said in a
 * recipe, each checked against it: 予熱 is missing (予 alone has no reading), 鶏肉 comes out as
 * けいにく, 二人分 as ににんぶん, サラダ油 as サラダゆ. Replaced by katakana before the text is split: a run of katakana stays one word.
 */
export const KITCHEN_READINGS: Readonly<Record<string, string>> = {
  予熱: 'ヨネツ',
  隠し味: 'カクシアジ',
  サラダ油: 'サラダアブラ',
  炒め物: 'イタメモノ',
  長ねぎ: 'ナガネギ',
  長ネギ: 'ナガネギ',
  一晩: 'ヒトバン',
  一つまみ: 'ヒトツマミ',
  粗みじん: 'アラミジン',
  米粉: 'コメコ',
  // In a recipe 鶏 is the meat (鶏肉, 鶏ガラ, 鶏むね肉), said とり.
  鶏: 'トリ',
  一人分: 'ヒトリブン',
  二人分: 'フタリブン',
  '1人分': 'ヒトリブン',
  '2人分': 'フタリブン',
};
