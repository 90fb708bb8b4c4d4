/** The tests check XML with the same validator the invoice service issues through. */
export { validateFa3 } from '../modules/invoices/fa3-validate';
