export type SupportedLocalesOf = (locales?: string | string[], options?: Intl.NumberFormatOptions) => string[];

/**
 * react-intl asks `Intl.NumberFormat.supportedLocalesOf` and `Intl.DateTimeFormat.supportedLocalesOf`
 * for the shop's language as the app first renders (`createIntl`), and intl-messageformat asks the
 * first again for each message it compiles. V8 answers the first such question of a page by checking
 * its data for every locale it has (about 800): 35-115 ms on a fast desktop, four times that on a
 * mid-range phone, on every first screen, though none of them formats a number or a date. Every
 * browser with `Intl` has the shop's languages, so for those the answer is known without the scan:
 * the canonical tags asked for. Any other question, or one with options, goes to the engine.
 * Self-contained: copied into index.html as source, to run before the app's scripts.
 */
export function answerKnownLocales(known: readonly string[]): void {
  try {
    const shop = new Set(Intl.getCanonicalLocales([...known]));
    const services: { supportedLocalesOf: SupportedLocalesOf }[] = [Intl.NumberFormat, Intl.DateTimeFormat];
    for (const service of services) {
      const engine = service.supportedLocalesOf.bind(service);
      service.supportedLocalesOf = function supportedLocalesOf(locales, options) {
        if (options === undefined && locales !== undefined) {
          const asked = Intl.getCanonicalLocales(locales);
          if (asked.length > 0 && asked.every((tag) => shop.has(tag))) return asked;
        }
        return engine(locales, options);
      };
    }
  } catch {
    // An engine without Intl: the app fails or works as it would have without this.
  }
}
