// Relevance of a search hit. Thai (and Chinese) names have no spaces, so a plain substring match
// cannot tell ชา (tea) from the start of ชาร์จ (charge): ICU's dictionary word breaker can.

// The Thai dictionary breaker also splits Latin text at spaces and Chinese by its own dictionary.
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** 0: a whole word (or words), 1: the start of a word or of the name, 2: any other substring, 3: none. */
export type Relevance = 0 | 1 | 2 | 3;

function isAsciiAlphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/**
 * What the breaker would answer at `at`, where plain ASCII makes it certain (the breaker costs tens
 * of microseconds a name): never between two letters or digits, always between one and a space.
 */
function asciiBoundary(text: string, at: number): boolean | undefined {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  const wordBefore = isAsciiAlphanumeric(before);
  const wordAfter = isAsciiAlphanumeric(after);
  if (wordBefore && wordAfter) return false;
  if ((wordBefore && after === 32) || (before === 32 && wordAfter)) return true;
  return undefined;
}

/** Whether a word starts or ends at `at`: plain ASCII decides alone, else the breaker is asked about that place only. */
function boundaryAt(text: string, at: number, segments: () => Intl.Segments): boolean {
  if (at === 0 || at >= text.length) return true;
  return asciiBoundary(text, at) ?? segments().containing(at)?.index === at;
}

/** How well `keyword` (lower case) matches one name (any case). */
export function relevanceIn(name: string, keyword: string): Relevance {
  const text = name.toLowerCase();
  let at = text.indexOf(keyword);
  if (at < 0 || keyword === '') return 3;
  let segmented: Intl.Segments | undefined;
  const segments = () => (segmented ??= segmenter.segment(text));
  let best: Relevance = 2;
  for (; at >= 0 && best > 0; at = text.indexOf(keyword, at + 1)) {
    if (!boundaryAt(text, at, segments)) continue;
    best = boundaryAt(text, at + keyword.length, segments) ? 0 : 1;
  }
  return best;
}

/** The best relevance over every language's name. */
export function relevanceOf(names: Partial<Record<string, string>>, keyword: string): Relevance {
  let best: Relevance = 3;
  for (const name of Object.values(names)) {
    if (name) best = Math.min(best, relevanceIn(name, keyword)) as Relevance;
    if (best === 0) return best;
  }
  return best;
}

/**
 * The first `wanted` ids (all when not given) ordered by relevance; equally relevant hits keep the
 * order they came in. Nothing outranks a whole word, so once `wanted` whole-word hits are found the
 * rest are not looked at: a common word's page is ranked from its first few hits.
 */
export function rankByRelevance(
  hits: { id: number; name: Partial<Record<string, string>> }[],
  keyword: string,
  wanted = hits.length,
): number[] {
  const needle = keyword.toLowerCase();
  const byRelevance: [number[], number[], number[], number[]] = [[], [], [], []];
  for (const hit of hits) {
    const relevance = relevanceOf(hit.name, needle);
    byRelevance[relevance].push(hit.id);
    if (relevance === 0 && byRelevance[0].length >= wanted) break;
  }
  return byRelevance.flat().slice(0, wanted);
}
