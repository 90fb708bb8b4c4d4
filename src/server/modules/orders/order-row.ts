import type { OrderRequest } from '@shared/contracts/order';
import { normalizeOrderId, orderIdentityFields } from '@shared/validation/order-fields';
import { normalizeEuVatId } from '@shared/validation/countries';
import type { Language } from '@shared/language';
import type { OrdersDeps } from './deps';
import { catalogueOf } from './order-pricing';
import type { NewOrder } from './repository';

/**
 * The order's row as stored, its price aside: the first administrator's PESEL (or identity document) is
 * sealed with `cipher` before it reaches the database.
 */
export function orderRowOf(
  order: OrderRequest,
  language: Language,
  seenAt: Date,
  cipher: OrdersDeps['cipher'],
): Omit<NewOrder, 'totalNetPln'> {
  const common = {
    noticeVersion: order.noticeVersion,
    termsVersion: order.termsVersion,
    noticeSeenAt: seenAt,
    name: order.name,
    email: order.email,
    phone: order.phone,
    clubName: order.clubName,
    memberCount: order.memberCount ?? null,
    plan: order.plan,
    paymentMode: order.paymentMode,
    language,
    country: order.country,
    euVatId: order.euVatId ? normalizeEuVatId(order.euVatId, order.country) : null,
  };
  const modules = {
    moduleCatalogue: catalogueOf(order),
    // A module listed twice is bought once.
    selectedModules: [...new Set(order.selectedModules)],
  };
  if (order.form === 'simple') return { ...common, form: 'simple', ...modules };
  // The contract has required the identity the country asks for: a PESEL in Poland, a document elsewhere
  // (a PESEL sent for a buyer abroad is not kept). NIP and REGON were refused outside Poland.
  const { pesel, identityDocument, ...adminUser } = order.adminUser;
  const identity = orderIdentityFields(order.country);
  const sealed = (value: string | undefined) => (value ? cipher.encrypt(value) : null);
  return {
    ...common,
    form: 'full',
    street: order.street,
    postalCode: order.postalCode,
    city: order.city,
    nip: normalizeOrderId(order.nip),
    regon: normalizeOrderId(order.regon),
    ...modules,
    authorizedPersons: order.authorizedPersons,
    adminUser,
    adminPeselEncrypted: identity.pesel ? sealed(pesel) : null,
    adminIdDocumentEncrypted: identity.identityDocument ? sealed(identityDocument) : null,
  };
}
