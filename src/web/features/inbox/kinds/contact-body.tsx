import type { ContactItem } from '@shared/contracts/inbox';
import { Detail, Details, SourceDetail } from './details';

export function ContactBody({ item }: { item: ContactItem }) {
  return (
    <Details className="sm:grid-cols-1 xl:grid-cols-1">
      <Detail label="Temat">{item.subject}</Detail>
      <Detail label="Wiadomość">
        <span className="whitespace-pre-line">{item.message}</span>
      </Detail>
      <SourceDetail source={item.source} />
    </Details>
  );
}
