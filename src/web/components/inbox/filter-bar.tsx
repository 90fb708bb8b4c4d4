import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SearchField } from '@web/components/ui/search-field';

/**
 * A list's filter card: its free-text box, its selects (children, in a row laid out by `selectsClassName`) and,
 * once any filter is set, 'Wyczyść filtry'. Filters apply as they change: the form is never sent.
 */
export function FilterBar({
  search,
  selectsClassName,
  active,
  onClear,
  children,
}: {
  search: ComponentProps<typeof SearchField>;
  selectsClassName: string;
  active: boolean;
  onClear(): void;
  children: ReactNode;
}) {
  return (
    <Card className="p-4">
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-3 lg:flex-row lg:items-end"
      >
        <SearchField {...search} />
        <div className={selectsClassName}>
          {children}
          {active && (
            <Button variant="ghost" onClick={onClear} className="self-end">
              <X aria-hidden="true" /> Wyczyść filtry
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
