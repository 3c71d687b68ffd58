export { PageSkeleton as default } from "@/components/seller/page-skeleton";
