import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerKnownLocales, type SupportedLocalesOf } from './known-locales.ts';

const services: { supportedLocalesOf: SupportedLocalesOf }[] = [Intl.NumberFormat, Intl.DateTimeFormat];
const originals = services.map((service) => service.supportedLocalesOf);

afterEach(() => {
  services.forEach((service, index) => {
    service.supportedLocalesOf = originals[index]!;
  });
  vi.restoreAllMocks();
});

describe('answerKnownLocales', () => {
  let engine: ReturnType<typeof vi.fn>[];

  beforeEach(() => {
    engine = services.map((service) => {
      const asked = vi.fn(service.supportedLocalesOf.bind(service));
      service.supportedLocalesOf = asked;
      return asked;
    });
    answerKnownLocales(['zh-CN', 'zh-HK', 'en-US', 'th-TH']);
  });

  it("answers for the shop's languages as the engine does, without asking it", () => {
    for (const [index, service] of services.entries()) {
      expect(service.supportedLocalesOf('th-TH')).toEqual(originals[index]!.call(service, 'th-TH'));
      expect(service.supportedLocalesOf(['zh-HK', 'en-us'])).toEqual(['zh-HK', 'en-US']);
    }
    for (const asked of engine) expect(asked).not.toHaveBeenCalled();
  });

  it('asks the engine about any other language, or with options', () => {
    for (const [index, service] of services.entries()) {
      expect(service.supportedLocalesOf(['th-TH', 'fr-FR'])).toEqual(
        originals[index]!.call(service, ['th-TH', 'fr-FR']),
      );
      service.supportedLocalesOf('zh-CN', { localeMatcher: 'lookup' });
      expect(engine[index]).toHaveBeenCalledTimes(2);
    }
  });

  it('still rejects a malformed tag, as the engine does', () => {
    for (const service of services) expect(() => service.supportedLocalesOf('not a tag')).toThrow(RangeError);
  });
});
