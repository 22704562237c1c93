// A flash sale's state is never stored: it is read from the clock against the sale's window.
import { AppError } from '../../lib/errors.ts';

/** waiting before the start, grab inside the window, ended from the end on. */
export function flashState(startsAt: Date, endsAt: Date, now: Date): 'waiting' | 'grab' | 'ended' {
  if (now < startsAt) return 'waiting';
  if (now < endsAt) return 'grab';
  return 'ended';
}

/** The lowest level a flash sale sells to: the VIP 88 set unlocks seckill (spec section 1). */
export const FLASH_SALE_MIN_LEVEL = 2;

/** Whether a viewer of this level (0 for a guest) may buy at a flash sale's price. */
export function canBuyFlash(level: number): boolean {
  return level >= FLASH_SALE_MIN_LEVEL;
}

/**
 * Refuses a line bought at its running sale's price by a viewer below VIP level. A line whose sale
 * is not running is a plain line (its sale's price does not apply), so it is never refused here.
 */
export function refuseFlashBelowVip(line: { flashOpen: boolean; isFlashForViewer: boolean } | undefined): void {
  if (line?.flashOpen && !line.isFlashForViewer)
    throw new AppError('FORBIDDEN', 'catalog.flashVipOnly', undefined, 'FLASH_SALE_VIP_ONLY');
}
