/**
 * The #fragment that opens the pricing page's order dialog (`/cennik#zamow-small`), apart from the catalogue:
 * the public page's first script asks only whether a fragment is one (app/islands.ts), the pricing page's
 * island which plan it names (order-link.ts).
 */
export const ORDER_HASH_PREFIX = '#zamow-';

export const isOrderHash = (hash: string) => hash.startsWith(ORDER_HASH_PREFIX);
