// Relevance decides from plain ASCII where it can and asks the word breaker only about the places
// it cannot: it must rank exactly as breaking the whole name into words does.
import { describe, expect, it } from 'vitest';
import { rankByRelevance, relevanceIn, type Relevance } from './catalog.search-rank.ts';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** Relevance from every boundary of the whole name: the definition the fast path must keep. */
function byWholeName(name: string, keyword: string): Relevance {
  const text = name.toLowerCase();
  if (keyword === '' || !text.includes(keyword)) return 3;
  const boundaries = new Set([0, text.length]);
  for (const { index, segment } of segmenter.segment(text)) boundaries.add(index).add(index + segment.length);
  let best: Relevance = 2;
  for (let at = text.indexOf(keyword); at >= 0; at = text.indexOf(keyword, at + 1)) {
    if (boundaries.has(at)) best = Math.min(best, boundaries.has(at + keyword.length) ? 0 : 1) as Relevance;
  }
  return best;
}

const names = [
  'Fragrant jasmine rice 5 kg',
  'Ricecake snack',
  'Brown-rice tea, 20 bags',
  "Grandma's rice: don't miss",
  'Rice2Go cup 3.5 oz',
  'price list',
  '  rice  ',
  'ชาเขียว ชาร์จเจอร์ rice',
  'ข้าวหอมมะลิ 5 กิโลกรัม',
  'ชาร์จเจอร์ไร้สาย',
  '泰国香米 5 公斤 rice',
  '香蕉 banana',
  'e-rice.com',
  'RICE RICE',
];
const keywords = ['rice', 'ric', 'ice', 'r', 'e', 'rice 5', ' ', "'s", 'ชา', 'ข้าว', '香米', 'banana', '5', '.', 'go'];

describe('search relevance', () => {
  it('ranks every name and keyword as breaking the whole name into words does', () => {
    for (const name of names) {
      for (const keyword of keywords) {
        expect([name, keyword, relevanceIn(name, keyword)]).toEqual([name, keyword, byWholeName(name, keyword)]);
      }
    }
  });

  it('puts whole words first, then word starts, then other matches, keeping the order within each', () => {
    const hits = [
      { id: 1, name: { en_US: 'price list' } },
      { id: 2, name: { en_US: 'Ricecake snack' } },
      { id: 3, name: { en_US: 'Jasmine rice' } },
      { id: 4, name: { th_TH: 'ข้าว rice' } },
    ];
    expect(rankByRelevance(hits, 'rice')).toEqual([3, 4, 2, 1]);
  });

  it('answers the first of the ranking when asked for fewer, as ranking them all would', () => {
    const hits = names.map((name, n) => ({ id: n + 1, name: { en_US: name, th_TH: names[names.length - 1 - n] } }));
    for (const keyword of keywords) {
      const all = rankByRelevance(hits, keyword);
      for (let wanted = 0; wanted <= hits.length + 1; wanted++) {
        expect([keyword, wanted, rankByRelevance(hits, keyword, wanted)]).toEqual([
          keyword,
          wanted,
          all.slice(0, wanted),
        ]);
      }
    }
  });

  it('looks no further once enough whole words are found', () => {
    const unread = {
      get en_US(): string {
        throw new Error('a hit past the whole words asked for was read');
      },
    };
    const hits = [
      { id: 1, name: { en_US: 'Ricecake snack' } },
      { id: 2, name: { en_US: 'Jasmine rice' } },
      { id: 3, name: { th_TH: 'ข้าว', en_US: 'Rice flour' } },
      { id: 4, name: unread },
    ];
    expect(rankByRelevance(hits, 'rice', 2)).toEqual([2, 3]);
  });
});
