import { defineMessages } from '../../i18n/define-messages';

/** The list table's toolbar, counts and pager. */
export const tableMessages = defineMessages('components.table', {
  search: 'Search',
  showAll: 'Show All',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  /** The counts under the table; the numbers come formatted in the screen's language. */
  showing: 'Showing {first}–{last} of {total}',
});
