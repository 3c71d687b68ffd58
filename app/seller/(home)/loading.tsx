// Shown at once while the home reads on the server. Changing only the query string (a period) keeps the page on
// screen: it streams its own sections behind keyed Suspense. In a route group, as every seller page keeps its own:
// a boundary above a page that can answer 404 (/seller/links/[id]/card) would commit its answer to 200 first.
export { PageSkeleton as default } from "@/components/seller/page-skeleton";
