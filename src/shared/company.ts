/** The seller's details shown in the footer and the legal pages; they come from configuration. */
export type CompanyDetails = {
  name: string;
  taxId: string;
  phone: string;
  email: string;
  address: string;
};
