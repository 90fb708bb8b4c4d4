// mt940js ships no types: the part of its API the statement import reads (its README, 'Statement').
declare module 'mt940js' {
  export type Mt940Transaction = {
    date: Date;
    entryDate?: Date;
    amount: number;
    isReversal?: boolean;
    currency: string;
    details?: string;
    reference?: string;
    structuredDetails?: Record<string, string>;
  };
  export type Mt940Statement = { currency: string; transactions: Mt940Transaction[] };
  export class Parser {
    parse(text: string): Mt940Statement[];
  }
}
