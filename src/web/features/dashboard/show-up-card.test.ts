import { describe, expect, it } from 'vitest';
import { showUpWords } from './show-up-card';

describe('showUpWords', () => {
  it('gives the rate rounded to a whole percent with who came of the demos held', () => {
    expect(showUpWords({ days: 30, shown: 10, noShow: 2 })).toEqual({ rate: '83%', counts: '(10 z 12)' });
    expect(showUpWords({ days: 90, shown: 2, noShow: 1 })).toEqual({ rate: '67%', counts: '(2 z 3)' });
    expect(showUpWords({ days: 30, shown: 0, noShow: 3 })).toEqual({ rate: '0%', counts: '(0 z 3)' });
  });

  it('says there were none rather than 0%', () => {
    expect(showUpWords({ days: 30, shown: 0, noShow: 0 })).toEqual({
      rate: '–',
      counts: 'Brak prezentacji w tym okresie',
    });
  });
});
