// The detail views of the dashboards (spec 1 §2): their own module, so the element can check its `view`
// attribute without loading the links' and tables' code before someone signs in.
export const DETAIL_VIEWS = ['pmdetails', 'qadetails', 'pastdue', 'duetoday', 'currentquotes', 'completedquotes'] as const;
export type DetailView = (typeof DETAIL_VIEWS)[number];
