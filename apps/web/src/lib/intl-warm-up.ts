/**
 * The first `Intl` call of a page loads the language's ICU data: 40-190 ms on a fast desktop, four
 * times that on a mid-range phone, and react-intl makes that call inside the app's first render
 * (`createIntl` asks `supportedLocalesOf`). The page's boot script calls this while the app's code
 * is still downloading, so the data loads in a task of its own while the main thread would
 * otherwise wait; every later `Intl` call (prices, dates, plurals) then finds it loaded.
 * Self-contained: copied into index.html as source.
 */
export function warmIntl(tag: string): void {
  setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf(tag);
      Intl.DateTimeFormat.supportedLocalesOf(tag);
      new Intl.PluralRules(tag).select(1);
    } catch {
      // A malformed tag or an engine without Intl: the app pays the same cost, or fails, as before.
    }
  }, 0);
}
