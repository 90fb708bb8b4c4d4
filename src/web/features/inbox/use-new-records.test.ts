import { describe, expect, it } from 'vitest';
import { newRecordsLabel } from './use-new-records';

describe("the 'N nowych — pokaż' bar", () => {
  it('says the count in correct Polish', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 104, 112].map(newRecordsLabel)).toEqual([
      '1 nowy — pokaż',
      '2 nowe — pokaż',
      '4 nowe — pokaż',
      '5 nowych — pokaż',
      '11 nowych — pokaż',
      '12 nowych — pokaż',
      '14 nowych — pokaż',
      '21 nowych — pokaż',
      '22 nowe — pokaż',
      '25 nowych — pokaż',
      '104 nowe — pokaż',
      '112 nowych — pokaż',
    ]);
  });
});
