// Shown at once while a page of this area reads on the server. Changing only the query string (a period,
// a filter) keeps the page on screen: those pages stream their own sections behind keyed Suspense.
export { PageSkeleton as default } from "@/components/seller/page-skeleton";
