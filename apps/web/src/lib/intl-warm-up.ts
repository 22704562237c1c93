/**
 * The first `Intl` call of a page loads the language's ICU data: 40-190 ms on a fast desktop, four
 * times that on a mid-range phone, and react-intl makes that call inside the app's first render
 * (`createIntl` asks `supportedLocalesOf`). The page's boot script calls this once it has asked for
 * the page's chunks, so the data loads while they download, before the skeleton's first paint, and
 * every later `Intl` call (prices, dates, plurals) finds it loaded. (Run from a timer instead, it
 * sometimes fell after the first paint, where it blocked the page as much as before.)
 * Self-contained: copied into index.html as source.
 */
export function warmIntl(tag: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(tag);
    Intl.DateTimeFormat.supportedLocalesOf(tag);
    new Intl.PluralRules(tag).select(1);
  } catch {
    // A malformed tag or an engine without Intl: the app pays the same cost, or fails, as before.
  }
}
