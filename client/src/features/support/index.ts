/** What other features use of support: the report categories as the Report a Problem form names them. */
export { reportCategoryLabel, reportCategoryOptions } from './report-categories';
