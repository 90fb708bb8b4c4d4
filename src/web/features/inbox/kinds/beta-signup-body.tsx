import type { BetaSignupItem } from '@shared/contracts/inbox';
import { CLUB_SIZE_LABELS, CLUB_SIZES, type ClubSize } from '@shared/beta';
import { Detail, Details, SourceDetail } from './details';

/** The club size in the sign-up form's Polish wording (an unknown value as it was stored). */
export const clubSizeLabel = (size: string) =>
  (CLUB_SIZES as readonly string[]).includes(size) ? CLUB_SIZE_LABELS.pl[size as ClubSize] : size;

export function BetaSignupBody({ item }: { item: BetaSignupItem }) {
  return (
    <Details>
      <Detail label="Klub">{item.clubName}</Detail>
      <Detail label="Wielkość klubu">{clubSizeLabel(item.clubSize)}</Detail>
      <SourceDetail source={item.source} />
    </Details>
  );
}
