// Shown at once while a page reads on the server. Each seller page has its own (none above them all): a boundary
// above /seller/infractions/[id] would start the stream, and so the 200, before its lookup could answer a 404.
// Changing only the query string (a period, a filter) keeps the page on screen: those pages stream their own sections
// behind keyed Suspense.
export { PageSkeleton as default } from "@/components/seller/page-skeleton";
