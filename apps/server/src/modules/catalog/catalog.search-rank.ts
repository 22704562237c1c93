// Relevance of a search hit. Thai (and Chinese) names have no spaces, so a plain substring match
// cannot tell ชา (tea) from the start of ชาร์จ (charge): ICU's dictionary word breaker can.

// The Thai dictionary breaker also splits Latin text at spaces and Chinese by its own dictionary.
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** 0: a whole word (or words), 1: the start of a word or of the name, 2: any other substring, 3: none. */
export type Relevance = 0 | 1 | 2 | 3;

function boundariesOf(text: string): Set<number> {
  const boundaries = new Set<number>([0, text.length]);
  for (const { index, segment } of segmenter.segment(text)) {
    boundaries.add(index);
    boundaries.add(index + segment.length);
  }
  return boundaries;
}

/** How well `keyword` (lower case) matches one name (any case). */
export function relevanceIn(name: string, keyword: string): Relevance {
  const text = name.toLowerCase();
  let at = text.indexOf(keyword);
  if (at < 0 || keyword === '') return 3;
  const boundaries = boundariesOf(text);
  let best: Relevance = 2;
  for (; at >= 0 && best > 0; at = text.indexOf(keyword, at + 1)) {
    if (!boundaries.has(at)) continue;
    best = boundaries.has(at + keyword.length) ? 0 : 1;
  }
  return best;
}

/** The best relevance over every language's name. */
export function relevanceOf(names: Partial<Record<string, string>>, keyword: string): Relevance {
  let best: Relevance = 3;
  for (const name of Object.values(names)) {
    if (name) best = Math.min(best, relevanceIn(name, keyword)) as Relevance;
  }
  return best;
}

/** The ids ordered by relevance; equally relevant hits keep the order they came in. */
export function rankByRelevance(
  hits: { id: number; name: Partial<Record<string, string>> }[],
  keyword: string,
): number[] {
  const needle = keyword.toLowerCase();
  return hits
    .map((hit, position) => ({ id: hit.id, position, relevance: relevanceOf(hit.name, needle) }))
    .sort((a, b) => a.relevance - b.relevance || a.position - b.position)
    .map((hit) => hit.id);
}
