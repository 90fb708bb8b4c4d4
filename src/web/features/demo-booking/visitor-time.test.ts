import { describe, expect, it } from 'vitest';
import { visitorClockDiffers, visitorLocalTime } from './visitor-time';

const WARSAW = 'Europe/Warsaw';
const at = new Date('2026-07-15T08:00:00Z'); // 10:00 in Warsaw

describe('the visitor time note', () => {
  it('stays quiet where the clock shows Warsaw time', () => {
    expect(visitorClockDiffers(at, WARSAW, 'Europe/Warsaw')).toBe(false);
    expect(visitorClockDiffers(at, WARSAW, 'Europe/Berlin')).toBe(false);
  });

  it('speaks up elsewhere and gives the local time, with the date when it is another day', () => {
    expect(visitorClockDiffers(at, WARSAW, 'Europe/London')).toBe(true);
    expect(visitorLocalTime(at, WARSAW, 'Europe/London')).toBe('09:00');
    expect(visitorLocalTime(new Date('2026-07-15T04:00:00Z'), WARSAW, 'America/Los_Angeles')).toBe(
      '14.07.2026 21:00',
    );
    expect(visitorClockDiffers(at, WARSAW, 'Asia/Kolkata')).toBe(true);
    expect(visitorLocalTime(at, WARSAW, 'Asia/Kolkata')).toBe('13:30');
  });
});
